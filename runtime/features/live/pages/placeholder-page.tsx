import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function LivePlaceholderPage() {
  return <ComingSoonPage feature="live" />;
}
