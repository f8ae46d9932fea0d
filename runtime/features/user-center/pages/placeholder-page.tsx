import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function UserCenterPlaceholderPage() {
  return <ComingSoonPage feature="user-center" />;
}
