import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function HeadlinePlaceholderPage() {
  return <ComingSoonPage feature="headline" />;
}
