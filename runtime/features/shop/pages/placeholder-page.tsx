import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function ShopPlaceholderPage() {
  return <ComingSoonPage feature="shop" />;
}
