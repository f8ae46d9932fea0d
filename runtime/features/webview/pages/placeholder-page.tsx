import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function WebviewPlaceholderPage() {
  return <ComingSoonPage feature="webview" />;
}
