import styled from '@emotion/styled';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmDialog, showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { ImError, RelationshipTypes, ServerCode, type ChatSdk } from '../../../im/index.ts';
import { useBlacklist, useFriendApplications, useFriends } from '../../../im/react/index.ts';
import { TextForm } from './text-form.tsx';
import { colors } from '../../../core/theme/theme.ts';

/** WeChat's buttons under a profile: full width, the first in the brand colour. */
export const ActionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1rem 0.875rem;
  > button,
  > a {
    height: 2.75rem;
    border: 0;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.9375rem;
    line-height: 2.75rem;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  > [data-primary='true'] {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
    font-weight: 600;
  }
  > [data-danger='true'] {
    color: ${colors.danger};
  }
  > button:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** The source of an application made from a profile (spec 001: AddSource_Type_ and at most 8 characters). */
const addSource = 'AddSource_Type_profile';
/** A remark is at most 96 bytes (spec 001 §5): 32 characters fit in any script. */
const remarkMaxChars = 32;
const wordingMaxChars = 50;

/**
 * What the fan can do with another user (docs/decisions.md "Chat screens"): chat, add them as a friend with a few
 * words (or see that the application waits), set a remark once they are friends, block or unblock them, report them.
 */
export function ProfileActions(props: { sdk: ChatSdk; userID: string; selfNick: string }) {
  const { t } = useT('chat');
  const navigate = useNavigate();
  const { sdk, userID } = props;
  const { friends, status: friendsStatus } = useFriends(sdk);
  const { applications } = useFriendApplications(sdk);
  const blacklist = useBlacklist(sdk);
  const [editing, setEditing] = useState<'remark' | 'wording' | null>(null);
  const [applied, setApplied] = useState(false);
  const friend = friends.find((f) => f.userID === userID);
  const asked = applied || applications.some((a) => a.userID === userID && a.type === RelationshipTypes.SNS_APPLICATION_SENT_BY_ME);
  const blocked = blacklist.blacklist.includes(userID);
  const failed = () => showToast(t('actionFailed'));

  const addFriend = async (wording: string) => {
    try {
      const { data } = await sdk.addFriend({ to: userID, source: addSource, wording });
      showToast(data.code === ServerCode.FRIEND_APPLICATION_PENDING ? t('applicationSent') : t('friendAdded'));
      setEditing(null);
      // Until the peer answers, the button says the application waits.
      setApplied(data.code === ServerCode.FRIEND_APPLICATION_PENDING);
    } catch (error) {
      // A fan muted on the site may ask without words only (docs/decisions.md "What a muted fan may still do").
      if (error instanceof ImError && error.code === ServerCode.GROUP_MEMBER_MUTED) showToast(t('applicationMuted'));
      else failed();
    }
  };
  const saveRemark = (remark: string) =>
    sdk.updateFriend({ userID, remark }).then(
      () => setEditing(null),
      () => failed(),
    );
  const toggleBlock = async () => {
    if (
      !blocked &&
      !(await confirmDialog({ title: t('blockTitle'), message: t('blockText'), confirmText: t('block'), cancelText: t('cancel') }))
    )
      return;
    await (blocked ? blacklist.remove(userID) : blacklist.add(userID)).catch(failed);
  };

  if (editing === 'remark')
    return (
      <TextForm
        label={t('remark')}
        initial={friend?.remark ?? ''}
        maxLength={remarkMaxChars}
        submitLabel={t('save')}
        onSubmit={saveRemark}
        onCancel={() => setEditing(null)}
        testId="remark-form"
      />
    );
  if (editing === 'wording')
    return (
      <TextForm
        label={t('wording')}
        initial={t('wordingDefault', { nick: props.selfNick })}
        maxLength={wordingMaxChars}
        submitLabel={t('sendApplication')}
        onSubmit={addFriend}
        onCancel={() => setEditing(null)}
        testId="wording-form"
        multiline
      />
    );
  return (
    <ActionList data-testid="user-actions">
      <button
        type="button"
        data-primary="true"
        data-testid="user-chat"
        onClick={() => navigate(`/c2c-chatroom/${encodeURIComponent(userID)}`)}
      >
        {t('startChat')}
      </button>
      {friend ? (
        <button type="button" data-testid="user-remark" onClick={() => setEditing('remark')}>
          {t('setRemark')}
        </button>
      ) : (
        <button type="button" data-testid="user-add" disabled={asked || friendsStatus !== 'ready'} onClick={() => setEditing('wording')}>
          {asked ? t('waitingVerify') : t('addFriend')}
        </button>
      )}
      <button
        type="button"
        data-testid="user-block"
        data-danger={blocked ? undefined : 'true'}
        disabled={blacklist.status !== 'ready'}
        onClick={() => void toggleBlock()}
      >
        {blocked ? t('unblock') : t('block')}
      </button>
      <button
        type="button"
        data-danger="true"
        data-testid="user-report"
        onClick={() => navigate(`/c2c-feedback/user/${encodeURIComponent(userID)}`)}
      >
        {t('report')}
      </button>
    </ActionList>
  );
}
