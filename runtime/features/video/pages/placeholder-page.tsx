import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function VideoPlaceholderPage() {
  return <ComingSoonPage feature="video" />;
}
