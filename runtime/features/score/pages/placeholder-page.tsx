import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function ScorePlaceholderPage() {
  return <ComingSoonPage feature="score" />;
}
