import { useParams } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { useGroupMember } from '../../../im/react/index.ts';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { GroupScreen, LoadFailed, type GroupView } from '../components/group-screen.tsx';
import { MemberActions } from '../components/member-actions.tsx';
import { MemberCard } from '../components/member-card.tsx';

function Member(props: { view: GroupView; userID: string }) {
  const { t } = useT('chat');
  const { status, data: member, reload } = useGroupMember(props.view.sdk, props.view.group.groupID, props.userID);
  const nowSeconds = Math.floor(useNow(30_000) / 1000);
  if (member) {
    return (
      <>
        <MemberCard member={member} nowSeconds={nowSeconds} />
        <MemberActions view={props.view} member={member} muted={member.muteUntil > nowSeconds} onChanged={reload} />
      </>
    );
  }
  if (status === 'loading') return <SkeletonRows testId="member-loading" rows={4} />;
  // Answered without them: they left, were removed, or never joined.
  if (status === 'ready')
    return <MessagePanel testId="member-not-found" title={t('groupPage.notMember')} text={t('groupPage.notMemberHint')} />;
  return <LoadFailed testId="member-error" retry={reload} />;
}

/** /chat-group-member/:uid/:gid and its anchor variant: one member of a group, with what the viewer may do to them. */
export function GroupMemberPage() {
  const { t } = useT('chat');
  const userID = useParams().uid ?? '';
  return (
    <GroupScreen page="chat-group-member" title={t('member')}>
      {(view) => <Member key={userID} view={view} userID={userID} />}
    </GroupScreen>
  );
}
