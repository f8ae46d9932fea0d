import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmDialog, showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { slowModeOptions } from '../../../core/rules/constants.ts';
import { ActionSheet } from '../components/action-sheet.tsx';
import { GroupApplications } from '../components/group-applications.tsx';
import { GroupCard } from '../components/group-card.tsx';
import { GroupMembersSection } from '../components/group-members-section.tsx';
import { Refusal } from '../components/group-rows.tsx';
import { GroupScreen, type GroupView } from '../components/group-screen.tsx';
import { GroupSettings, type GroupTextField } from '../components/group-settings.tsx';
import { ActionList } from '../components/profile-actions.tsx';
import { TextForm } from '../components/text-form.tsx';
import { leaveAction, managesGroup } from '../lib/group-permissions.ts';
import { groupRefusal } from '../lib/group-refusal.ts';
import { groupTextLimits, groupTextProblem } from '../lib/group-texts.ts';

const joinOptions = ['FreeAccess', 'NeedPermission', 'DisableApply'] as const;

/** The group's profile, members, settings and the ways out (docs/decisions.md "Group pages"). */
function GroupInfo(props: { view: GroupView }) {
  const { t } = useT('chat');
  const navigate = useNavigate();
  const { view } = props;
  const { sdk, group, role, paths } = view;
  const groupID = group.groupID;
  const [editing, setEditing] = useState<GroupTextField | null>(null);
  const [choosingJoin, setChoosingJoin] = useState(false);
  const [choosingSlow, setChoosingSlow] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const leave = leaveAction(role, group.type);

  /** Runs one change; a refusal stays on screen with its reason until the next try. */
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setRefusal('');
    try {
      await work();
      return true;
    } catch (error) {
      const { key, reason } = groupRefusal(error);
      setRefusal(t(key, { reason }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const saveText = async (field: GroupTextField, text: string) => {
    const problem = groupTextProblem(field, text);
    if (problem) return setRefusal(t(problem, { max: groupTextLimits[field] }));
    const saved = await run(() =>
      field === 'nameCard' ? sdk.setGroupMemberNameCard({ groupID, nameCard: text }) : sdk.updateGroupProfile({ groupID, [field]: text }),
    );
    if (saved) setEditing(null);
  };
  const leaveGroup = async () => {
    const dismiss = leave === 'dismiss';
    const asked = {
      title: t(dismiss ? 'groupPage.dismissTitle' : 'groupPage.quitTitle'),
      message: t(dismiss ? 'groupPage.dismissText' : 'groupPage.quitText'),
      confirmText: t(dismiss ? 'groupPage.dismiss' : 'groupPage.quit'),
      cancelText: t('cancel'),
    };
    if (!(await confirmDialog(asked))) return;
    if (await run(() => (dismiss ? sdk.dismissGroup(groupID) : sdk.quitGroup(groupID)))) {
      showToast(t(dismiss ? 'groupPage.dismissed' : 'groupPage.left'));
      navigate('/c2c', { replace: true });
    }
  };

  if (editing) {
    const labels = { name: 'groupPage.name', introduction: 'groupPage.introduction', nameCard: 'groupPage.myNameCard' } as const;
    const initial = editing === 'nameCard' ? group.selfInfo.nameCard : group[editing];
    return (
      <>
        {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
        {/* Twice the limit, in UTF-16 units, so an emoji counts as one character: groupTextProblem says when it is too long. */}
        <TextForm
          label={t(labels[editing])}
          initial={initial}
          maxLength={groupTextLimits[editing] * 2}
          submitLabel={t('save')}
          onSubmit={(text) => saveText(editing, text)}
          onCancel={() => {
            setEditing(null);
            setRefusal('');
          }}
          testId="group-text-form"
          multiline={editing === 'introduction'}
        />
      </>
    );
  }
  return (
    <>
      <GroupCard group={group} anchor={view.anchor} />
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      {role ? <GroupMembersSection view={view} /> : null}
      {managesGroup(role) ? <GroupApplications sdk={sdk} groupID={groupID} /> : null}
      <GroupSettings
        view={view}
        busy={busy}
        onEdit={setEditing}
        onJoinOption={() => setChoosingJoin(true)}
        onMuteAll={(on) => void run(() => sdk.updateGroupProfile({ groupID, muteAllMembers: on }))}
        onSlowMode={() => setChoosingSlow(true)}
      />
      <ActionList data-testid="group-actions">
        {role ? (
          <Link to={paths.chat} data-primary="true" data-testid="group-chat">
            {t('groupPage.toChat')}
          </Link>
        ) : null}
        <Link to={paths.report} data-testid="group-report">
          {t('reportGroup')}
        </Link>
        {leave ? (
          <button type="button" data-danger="true" disabled={busy} data-testid={`group-${leave}`} onClick={() => void leaveGroup()}>
            {t(leave === 'dismiss' ? 'groupPage.dismiss' : 'groupPage.quit')}
          </button>
        ) : null}
      </ActionList>
      {choosingJoin ? (
        <ActionSheet
          label={t('groupPage.joinOption')}
          cancelLabel={t('cancel')}
          onClose={() => setChoosingJoin(false)}
          actions={joinOptions.map((option) => ({
            label: t(`groupPage.join.${option}`),
            testId: `join-${option}`,
            run: () => void run(() => sdk.updateGroupProfile({ groupID, joinOption: option })),
          }))}
        />
      ) : null}
      {choosingSlow ? (
        <ActionSheet
          label={t('groupPage.slowMode')}
          hint={t('groupPage.slowModeHint')}
          cancelLabel={t('cancel')}
          onClose={() => setChoosingSlow(false)}
          actions={slowModeOptions.map((seconds) => ({
            label: t(`slowMode.${seconds}`),
            testId: `slow-mode-${seconds}`,
            run: () => void run(() => sdk.updateGroupProfile({ groupID, slowMode: seconds })),
          }))}
        />
      ) : null}
    </>
  );
}

/** /chat-group-info/:gid and /chat-group-info/anchor/:gid: a group's information page. */
export function GroupInfoPage() {
  const { t } = useT('chat');
  return (
    <GroupScreen page="chat-group-info" title={t('groupInfo')}>
      {(view) => <GroupInfo view={view} />}
    </GroupScreen>
  );
}
