import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function NewsPlaceholderPage() {
  return <ComingSoonPage feature="news" />;
}
