import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function SearchPlaceholderPage() {
  return <ComingSoonPage feature="search" />;
}
