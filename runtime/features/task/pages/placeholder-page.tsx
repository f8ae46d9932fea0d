import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function TaskPlaceholderPage() {
  return <ComingSoonPage feature="task" />;
}
