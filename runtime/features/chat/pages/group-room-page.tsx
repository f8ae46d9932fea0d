import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { anchorOfFansGroup, GroupType, type ChatSdk } from '../../../im/index.ts';
import { groupStatusOf, useGroupProfile } from '../../../im/react/index.ts';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { Avatar } from '../components/avatar.tsx';
import { RoomShell } from '../components/chat-screen.tsx';
import { GroupConversation, GroupTitle } from '../components/group-room.tsx';
import { useAnchorAvatar } from '../hooks/use-anchor-avatar.ts';

/**
 * The room once the SDK is there: what the fan may see of group `groupID` (a member's conversation; a Public group's
 * join button; a clear line for a group that is gone or closed to them).
 */
function GroupRoom(props: {
  sdk: ChatSdk;
  groupID: string;
  variant: 'anchor' | 'normal';
  selfID: string;
  header(title: ReactNode): ReactNode;
  viewportHeight: number;
}) {
  const { t } = useT('chat');
  const { sdk, groupID } = props;
  const profile = useGroupProfile(sdk, groupID, props.selfID);
  const { data: group, reload } = profile;
  const status = groupStatusOf(profile);
  const [joining, setJoining] = useState(false);
  const anchorID = props.variant === 'anchor' ? anchorOfFansGroup(groupID) : '';
  const anchor = useAnchorAvatar(sdk, groupID, anchorID, status === 'member');
  const avatar = anchorID ? <Avatar id={anchorID} name={anchor?.nick || anchorID} src={anchor?.avatar} size={1.75} /> : null;
  const suffix = props.variant === 'anchor' ? 'anchor/' : '';
  const id = encodeURIComponent(groupID);

  if (status === 'loading')
    return (
      <>
        {props.header(t('group'))}
        <SkeletonRows testId="chat-loading" rows={5} />
      </>
    );
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
        <MessagePanel
          testId="group-error"
          title={t('loadFailed')}
          text=""
          action={
            <PillButton type="button" onClick={reload}>
              {t('retry')}
            </PillButton>
          }
        />
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
  return (
    <RoomShell
      page={variant === 'anchor' ? 'chat-group-anchor' : 'chat-group'}
      title={variant === 'anchor' ? t('anchorGroup') : t('group')}
      guestTitle={t('guestGroupTitle')}
    >
      {(frame) => (
        <GroupRoom
          key={groupID}
          sdk={frame.sdk}
          groupID={groupID}
          variant={variant}
          selfID={frame.selfID}
          header={frame.header}
          viewportHeight={frame.viewportHeight}
        />
      )}
    </RoomShell>
  );
}
