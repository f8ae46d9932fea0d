import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function DatabasePlaceholderPage() {
  return <ComingSoonPage feature="database" />;
}
