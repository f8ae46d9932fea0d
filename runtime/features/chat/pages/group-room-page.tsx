import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { anchorOfFansGroup, GroupType, type ChatSdk } from '../../../im/index.ts';
import { useGroup } from '../../../im/react/index.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { Avatar } from '../components/avatar.tsx';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { ChatScreen } from '../components/chat-screen.tsx';
import { GroupConversation, GroupTitle } from '../components/group-room.tsx';
import { useVisualViewport } from '../hooks/use-visual-viewport.ts';

/** The anchor's picture for a fan group's header: their member profile's avatar, else their initial. */
function useAnchorAvatar(sdk: ChatSdk, groupID: string, anchorID: string, ready: boolean): ReactNode {
  const [anchor, setAnchor] = useState<{ avatar: string; nick: string } | null>(null);
  useEffect(() => {
    if (!anchorID || !ready) return;
    let active = true;
    sdk.getGroupMemberProfile({ groupID, userIDList: [anchorID] }).then(
      ({ data }) => active && data.memberList[0] && setAnchor({ avatar: data.memberList[0].avatar, nick: data.memberList[0].nick }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [sdk, groupID, anchorID, ready]);
  return anchorID ? <Avatar id={anchorID} name={anchor?.nick || anchorID} src={anchor?.avatar} size={1.75} /> : null;
}

/**
 * The room once the SDK is there: what the fan may see of group `groupID` (a member's conversation; a Public group's
 * join button; a clear line for a group that is gone or closed to them).
 */
function GroupRoom(props: { sdk: ChatSdk; groupID: string; variant: 'anchor' | 'normal'; selfID: string; header(title: ReactNode): ReactNode; viewportHeight: number }) {
  const { t } = useT('chat');
  const { sdk, groupID } = props;
  const { status, group, reload } = useGroup(sdk, groupID, props.selfID);
  const [joining, setJoining] = useState(false);
  const anchorID = props.variant === 'anchor' ? anchorOfFansGroup(groupID) : '';
  const avatar = useAnchorAvatar(sdk, groupID, anchorID, status === 'member');
  const suffix = props.variant === 'anchor' ? 'anchor/' : '';
  const id = encodeURIComponent(groupID);

  if (status === 'loading') return <>{props.header(t('group'))}<SkeletonRows testId="chat-loading" rows={5} /></>;
  if (status === 'member' && group) {
    return (
      <GroupConversation
        sdk={sdk}
        group={group}
        selfID={props.selfID}
        title={<GroupTitle group={group} anchor={anchorID ? { avatar } : null} infoHref={`/chat-group-info/${suffix}${id}`} />}
        header={props.header}
        viewportHeight={props.viewportHeight}
        announcementsHref={`/chat-group-announcements/${suffix}${id}`}
        onChanged={reload}
      />
    );
  }
  const join = () => {
    setJoining(true);
    sdk.joinGroup({ groupID }).then(
      ({ data }) => {
        setJoining(false);
        if (data.status === 'WaitAdminApproval') showToast(t('joinRequested'));
        reload();
      },
      () => {
        setJoining(false);
        showToast(t('joinFailed'));
      },
    );
  };
  const joinable = status === 'not-member' && group?.type === GroupType.PUBLIC && group.joinOption !== 'DisableApply';
  return (
    <>
      {props.header(group?.name ?? t('group'))}
      {status === 'not-found' ? <MessagePanel testId="group-gone" title={t('groupGone')} text={t('groupGoneHint')} /> : null}
      {status === 'error' ? (
        <MessagePanel testId="group-error" title={t('loadFailed')} text="" action={<PillButton type="button" onClick={reload}>{t('retry')}</PillButton>} />
      ) : null}
      {status === 'not-member' ? (
        <MessagePanel
          testId="group-not-member"
          title={t('notMember')}
          text={joinable ? t('notMemberJoin') : t('notMemberHint')}
          action={
            joinable ? (
              <PillButton type="button" data-testid="group-join" disabled={joining} onClick={join}>
                {t('joinGroup')}
              </PillButton>
            ) : undefined
          }
        />
      ) : null}
    </>
  );
}

/**
 * /chat-group/:id and /chat-group/anchor/:id: a group's conversation, an anchor fan group's with the anchor's branding.
 * Guests are asked to log in, as in the one-to-one room.
 */
export default function GroupRoomPage() {
  const { t } = useT('chat');
  const groupID = useParams().id ?? '';
  const variant = useLocation().pathname.startsWith('/chat-group/anchor/') ? 'anchor' : 'normal';
  const selfID = useSession((s) => (s.user?.uid ? String(s.user.uid) : ''));
  const sdk = useChatSdk();
  const viewport = useVisualViewport();
  const style = viewport ? { height: `${viewport.height}px`, transform: `translateY(${viewport.offsetTop}px)` } : undefined;
  const header = (title: ReactNode) => <BackHeader title={title} backLabel={t('back')} fallback="/c2c" />;
  const page = variant === 'anchor' ? 'chat-group-anchor' : 'chat-group';

  if (!selfID) {
    return (
      <ChatScreen data-page={page} style={style}>
        {header(variant === 'anchor' ? t('anchorGroup') : t('group'))}
        <ChatLoginPanel title={t('guestGroupTitle')} />
      </ChatScreen>
    );
  }
  return (
    <ChatScreen data-page={page} style={style}>
      {sdk ? (
        <GroupRoom key={groupID} sdk={sdk} groupID={groupID} variant={variant} selfID={selfID} header={header} viewportHeight={viewport?.height ?? 0} />
      ) : (
        <>
          {header(t('group'))}
          <SkeletonRows testId="chat-loading" rows={5} />
        </>
      )}
    </ChatScreen>
  );
}
