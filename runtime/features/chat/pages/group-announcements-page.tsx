import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { ChipsAction } from '../../../ui/keyword-chips.tsx';
import { ConversationType } from '../../../im/index.ts';
import { useGroupMemberProfiles, useImState, useMessages } from '../../../im/react/index.ts';
import { Refusal, SectionTitle } from '../components/group-rows.tsx';
import { GroupScreen, type GroupView } from '../components/group-screen.tsx';
import { memberName } from '../components/member-grid.tsx';
import { ActionList } from '../components/profile-actions.tsx';
import { TextForm } from '../components/text-form.tsx';
import { useHistory } from '../hooks/use-history.ts';
import { dateTimeLabel } from '../lib/chat-time.ts';
import { managesGroup } from '../lib/group-permissions.ts';
import { groupRefusal } from '../lib/group-refusal.ts';
import { groupTextLimits, groupTextProblem } from '../lib/group-texts.ts';
import { noticeHistory, type PublishedNotice } from '../lib/notice-history.ts';

/** Pages of history read for notifications before the fan is asked whether to look further back (15 messages each). */
const autoPages = 20;

const Notice = styled.article`
  margin: 0.625rem 0.875rem 0;
  padding: 0.875rem 1rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    line-height: 1.5;
  }
  p[data-empty] {
    color: ${(p) => p.theme.color.textMuted};
  }
  footer {
    margin-top: 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    overflow-wrap: anywhere;
  }
`;

/** The quiet text button under the history, centred. */
const More = styled(ChipsAction)`
  display: block;
  margin: 0.75rem auto;
`;

function Announcements(props: { view: GroupView }) {
  const { t } = useT('chat');
  const { sdk, group, role } = props.view;
  const groupID = group.groupID;
  const conversationID = `${ConversationType.GROUP}${groupID}`;
  const { ready } = useImState(sdk);
  const history = useHistory(sdk, conversationID, ready && role !== '');
  const notices = noticeHistory(useMessages(sdk, conversationID));
  const names = useGroupMemberProfiles(
    sdk,
    groupID,
    notices.map((n) => n.operatorID),
  );
  const [publishing, setPublishing] = useState(false);
  const [refusal, setRefusal] = useState('');
  // History is read a page at a time until its start or `autoPages` pages; the fan can ask for more after that.
  const [pages, setPages] = useState(1);
  const [allowed, setAllowed] = useState(autoPages);
  const { status, complete, loadOlder } = history;
  useEffect(() => {
    if (status !== 'idle' || complete || pages >= allowed) return;
    setPages((n) => n + 1);
    loadOlder();
  }, [status, complete, loadOlder, pages, allowed]);
  const waiting = role !== '' && !complete && (status === 'error' || (status === 'idle' && pages >= allowed));

  const nameOf = (userID: string) => {
    const member = names.find((m) => m.userID === userID);
    return member ? memberName(member, userID) : t('peerFallback', { id: userID });
  };
  const byline = (notice: PublishedNotice) =>
    t('groupPage.publishedBy', { name: nameOf(notice.operatorID), time: dateTimeLabel(notice.time) });
  const latest = notices[0];
  const current = latest && latest.text === group.notification ? latest : null;
  const earlier = current ? notices.slice(1) : notices;
  const publish = async (text: string) => {
    const problem = groupTextProblem('notification', text);
    if (problem) return setRefusal(t(problem, { max: groupTextLimits.notification }));
    setRefusal('');
    try {
      await sdk.updateGroupProfile({ groupID, notification: text });
      setPublishing(false);
    } catch (error) {
      const { key, reason } = groupRefusal(error);
      setRefusal(t(key, { reason }));
    }
  };

  if (publishing) {
    return (
      <>
        {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
        <TextForm
          label={t('groupPage.newNotice')}
          initial={group.notification}
          maxLength={groupTextLimits.notification * 2}
          submitLabel={t('groupPage.publish')}
          onSubmit={publish}
          onCancel={() => {
            setPublishing(false);
            setRefusal('');
          }}
          testId="notice-form"
          multiline
        />
      </>
    );
  }
  return (
    <>
      <SectionTitle>{t('groupPage.currentNotice')}</SectionTitle>
      <Notice data-testid="notice-current">
        {group.notification ? <p data-testid="notice-text">{group.notification}</p> : <p data-empty="true">{t('groupPage.noNotice')}</p>}
        {current ? <footer data-testid="notice-byline">{byline(current)}</footer> : null}
      </Notice>
      {managesGroup(role) ? (
        <ActionList>
          <button type="button" data-primary="true" data-testid="notice-publish" onClick={() => setPublishing(true)}>
            {t('groupPage.publishNew')}
          </button>
        </ActionList>
      ) : null}
      {earlier.length > 0 ? <SectionTitle>{t('groupPage.earlierNotices')}</SectionTitle> : null}
      <div data-testid="notice-history" data-status={status}>
        {earlier.map((notice) => (
          <Notice key={notice.id} data-testid="notice-earlier">
            {notice.text ? <p>{notice.text}</p> : <p data-empty="true">{t('groupPage.noticeCleared')}</p>}
            <footer>{byline(notice)}</footer>
          </Notice>
        ))}
      </div>
      {waiting ? (
        <More type="button" data-testid="notice-more" onClick={status === 'error' ? loadOlder : () => setAllowed((n) => n + autoPages)}>
          {t(status === 'error' ? 'groupPage.historyFailed' : 'groupPage.olderNotices')}
        </More>
      ) : null}
    </>
  );
}

/** /chat-group-announcements/:gid and its anchor variant: the group's notification, its history, and publishing. */
export function GroupAnnouncementsPage() {
  const { t } = useT('chat');
  return (
    <GroupScreen page="chat-group-announcements" title={t('announcements')}>
      {(view) => <Announcements view={view} />}
    </GroupScreen>
  );
}
