import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function WalletPlaceholderPage() {
  return <ComingSoonPage feature="wallet" />;
}
