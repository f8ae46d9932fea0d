import { ComingSoonPage } from '../../../ui/coming-soon-page.tsx';

export default function ChatPlaceholderPage() {
  return <ComingSoonPage feature="chat" />;
}
