import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function SharePlaceholderPage() {
  return <ComingSoonPage feature="share" />;
}
