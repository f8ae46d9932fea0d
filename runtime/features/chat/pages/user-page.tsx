import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useNow } from '../../../core/time/use-now.ts';
import type { ChatSdk } from '../../../im/index.ts';
import { seenProfilesOf, useFriends } from '../../../im/react/index.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { getUserProfile, type PublicUser } from '../api/user-profile.ts';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { ProfileActions } from '../components/profile-actions.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { onlineState } from '../lib/online-state.ts';

/** The card with the remark the signed-in fan gave this user, once their friends are known. */
function FriendCard(props: { sdk: ChatSdk; user: PublicUser; lastOnline: number; nowSeconds: number }) {
  const { friends } = useFriends(props.sdk);
  const remark = friends.find((f) => f.userID === props.user.uid)?.remark ?? '';
  return <ProfileCard user={props.user} remark={remark} online={onlineState(props.lastOnline, props.nowSeconds)} />;
}

/**
 * /c2c-user/:id: a user's profile (docs/decisions.md "Chat screens"): the public profile and last-online time from the
 * product API, then what the fan can do with them. Guests see the profile and are asked to log in to do anything;
 * the fan's own profile has no actions.
 */
export default function UserPage() {
  const { t } = useT('chat');
  const id = useParams().id ?? '';
  const self = useSession((s) => s.user);
  const selfID = self?.uid ? String(self.uid) : '';
  const sdk = useChatSdk();
  const now = useNow(60_000);
  const valid = /^\d{1,9}$/.test(id);
  const profile = useRemote(() => (valid ? getUserProfile(Number(id)) : Promise.reject(new Error('no such user'))), `c2c-user-${id}`);
  const nowSeconds = Math.floor(now / 1000);
  const shown = profile.state === 'ready' ? profile.data.user : null;
  // The chat opened from here names the fan in its first frame, as this page did (docs/im-api.md).
  useEffect(() => {
    if (shown && sdk) seenProfilesOf(sdk).remember([{ userID: shown.uid, nick: shown.nick_name, avatar: shown.avatar }]);
  }, [shown, sdk]);

  const body = () => {
    if (!valid || (profile.state === 'error' && profile.notFound))
      return <MessagePanel testId="user-not-found" title={t('userNotFound')} text={t('userNotFoundHint')} />;
    if (profile.state === 'loading') return <SkeletonRows testId="user-loading" rows={4} />;
    if (profile.state === 'error')
      return (
        <MessagePanel
          testId="user-error"
          title={t('profileFailed')}
          text=""
          action={
            <PillButton type="button" onClick={profile.retry}>
              {t('retry')}
            </PillButton>
          }
        />
      );
    const { user, lastOnline } = profile.data;
    const online = onlineState(lastOnline, nowSeconds);
    if (!selfID) {
      return (
        <>
          <ProfileCard user={user} remark="" online={online} />
          <ChatLoginPanel title={t('guestProfileTitle')} />
        </>
      );
    }
    if (id === selfID || !sdk) return <ProfileCard user={user} remark="" online={online} />;
    return (
      <>
        <FriendCard sdk={sdk} user={user} lastOnline={lastOnline} nowSeconds={nowSeconds} />
        <ProfileActions sdk={sdk} userID={id} selfNick={self?.nick_name ?? ''} />
      </>
    );
  };
  return (
    <Page data-page="c2c-user">
      <BackHeader title={t('user')} backLabel={t('back')} fallback="/c2c" />
      {body()}
    </Page>
  );
}
