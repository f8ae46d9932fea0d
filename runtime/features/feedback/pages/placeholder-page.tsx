import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function FeedbackPlaceholderPage() {
  return <ComingSoonPage feature="feedback" />;
}
