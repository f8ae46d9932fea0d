import { useLocation } from 'react-router-dom';
import { GroupAnnouncementsPage } from './group-announcements-page.tsx';
import { GroupInfoPage } from './group-info-page.tsx';
import { GroupMemberPage } from './group-member-page.tsx';

/**
 * The group info, announcements and member screens (and their anchor variants) as one chunk: they share nearly all
 * their code and a fan moves between them, and every lazy import costs the entry its own list of chunks to preload,
 * which a budget with under 1 KB to spare feels.
 */
export default function GroupPages() {
  const { pathname } = useLocation();
  if (pathname.includes('/chat-group-member/')) return <GroupMemberPage />;
  if (pathname.includes('/chat-group-announcements/')) return <GroupAnnouncementsPage />;
  return <GroupInfoPage />;
}
