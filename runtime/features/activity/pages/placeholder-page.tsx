import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function ActivityPlaceholderPage() {
  return <ComingSoonPage feature="activity" />;
}
