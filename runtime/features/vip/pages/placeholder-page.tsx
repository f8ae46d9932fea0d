import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function VipPlaceholderPage() {
  return <ComingSoonPage feature="vip" />;
}
