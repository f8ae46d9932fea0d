import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function DataModelPlaceholderPage() {
  return <ComingSoonPage feature="data-model" />;
}
