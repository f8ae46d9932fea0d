import { Link } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { BackHeader } from '../../../ui/back-header.tsx';
import { HeaderIcon } from '../../../ui/sub-header.tsx';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { FriendsView } from '../components/friends-view.tsx';
import { searchIconPath } from '../lib/search-icon.ts';

/** /c2c-friends: friend applications (accept, refuse) and the friends by group; the header searches them. */
export default function FriendsPage() {
  const { t } = useT('chat');
  const signedIn = useSession((s) => Boolean(s.user?.uid));
  const sdk = useChatSdk();
  const search = (
    <Link to="/c2c-search" aria-label={t('search')} data-testid="friends-search">
      <HeaderIcon d={searchIconPath} />
    </Link>
  );
  return (
    <Page data-page="c2c-friends">
      <BackHeader title={t('friends')} backLabel={t('back')} fallback="/c2c" actions={signedIn ? search : undefined} />
      {!signedIn ? (
        <ChatLoginPanel title={t('guestTitle')} />
      ) : sdk ? (
        <FriendsView sdk={sdk} mode="page" />
      ) : (
        <SkeletonRows testId="friends-loading" rows={5} />
      )}
    </Page>
  );
}
