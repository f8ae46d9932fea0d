import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmDialog } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import type { GroupMember } from '../../../im/index.ts';
import { memberActions, muteChoices, type MemberAction } from '../lib/group-permissions.ts';
import { groupRefusal } from '../lib/group-refusal.ts';
import { ActionSheet } from './action-sheet.tsx';
import { Refusal } from './group-rows.tsx';
import type { GroupView } from './group-screen.tsx';
import { memberName } from './member-grid.tsx';
import { ActionList } from './profile-actions.tsx';

/**
 * What the viewer can do with a member (docs/decisions.md "Group pages"): chat and see the profile, then the
 * moderation their role allows (lib/group-permissions.ts), each confirmed in words that name the member and the
 * consequence before it acts. A refusal shows the server's reason; the card reloads after each change.
 */
export function MemberActions(props: { view: GroupView; member: GroupMember; muted: boolean; onChanged(): void }) {
  const { t } = useT('chat');
  const navigate = useNavigate();
  const { sdk, group, role, selfID, paths } = props.view;
  const { member } = props;
  const groupID = group.groupID;
  const userID = member.userID;
  const name = memberName(member, t('peerFallback', { id: userID }));
  const allowed = memberActions(role, member.role, group.type, userID === selfID);
  const [choosingMute, setChoosingMute] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  /** Asks `key`'s question (title, text, button: groupPage.<key>Title / Text / Confirm), then acts. */
  const confirmed = async (key: string, values: Record<string, unknown>, work: () => Promise<unknown>, after?: () => void) => {
    const asked = {
      title: t(`groupPage.${key}Title`, values),
      message: t(`groupPage.${key}Text`, values),
      confirmText: t(`groupPage.${key}Confirm`),
      cancelText: t('cancel'),
    };
    if (!(await confirmDialog(asked))) return;
    setBusy(true);
    setRefusal('');
    try {
      await work();
      props.onChanged();
      after?.();
    } catch (error) {
      const { key: refusalKey, reason } = groupRefusal(error);
      setRefusal(t(refusalKey, { reason }));
    } finally {
      setBusy(false);
    }
  };
  const mute = (seconds: number) =>
    seconds
      ? confirmed('mute', { name, duration: t(`groupPage.muteFor.${seconds}`) }, () =>
          sdk.setGroupMemberMuteTime({ groupID, userID, muteTime: seconds }),
        )
      : confirmed('unmute', { name }, () => sdk.setGroupMemberMuteTime({ groupID, userID, muteTime: 0 }));
  const act: Record<Exclude<MemberAction, 'mute'>, () => Promise<void>> = {
    setAdmin: () => confirmed('setAdmin', { name }, () => sdk.setGroupMemberRole({ groupID, userID, role: 'Admin' })),
    removeAdmin: () => confirmed('removeAdmin', { name }, () => sdk.setGroupMemberRole({ groupID, userID, role: 'Member' })),
    remove: () =>
      confirmed(
        'remove',
        { name },
        () => sdk.deleteGroupMember({ groupID, userIDList: [userID] }),
        () => navigate(paths.info, { replace: true }),
      ),
    transfer: () => confirmed('transfer', { name }, () => sdk.changeGroupOwner({ groupID, newOwnerID: userID })),
  };
  const muteSheet = [
    ...muteChoices.map((seconds) => ({
      label: t(`groupPage.muteFor.${seconds}`),
      testId: `mute-${seconds}`,
      run: () => void mute(seconds),
    })),
    ...(props.muted ? [{ label: t('groupPage.unmute'), testId: 'mute-0', run: () => void mute(0) }] : []),
  ];

  return (
    <>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <ActionList data-testid="member-actions">
        {userID !== selfID ? (
          <Link to={`/c2c-chatroom/${encodeURIComponent(userID)}`} data-primary="true" data-testid="member-chat">
            {t('startChat')}
          </Link>
        ) : null}
        <Link to={`/c2c-user/${encodeURIComponent(userID)}`} data-testid="member-profile">
          {t('groupPage.viewProfile')}
        </Link>
        {allowed.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            data-testid={`member-${action}`}
            data-danger={action === 'remove' || action === 'transfer' ? 'true' : undefined}
            onClick={() => (action === 'mute' ? setChoosingMute(true) : void act[action]())}
          >
            {t(`groupPage.action.${action}`)}
          </button>
        ))}
      </ActionList>
      {choosingMute ? (
        <ActionSheet
          label={t('groupPage.action.mute')}
          cancelLabel={t('cancel')}
          onClose={() => setChoosingMute(false)}
          actions={muteSheet}
        />
      ) : null}
    </>
  );
}
