import styled from '@emotion/styled';
import { useState } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { RelationshipTypes, type ChatSdk, type FriendApplication } from '../../../im/index.ts';
import { Avatar } from './avatar.tsx';
import { ContactItem, ContactNames, Rows } from './contact-row.tsx';

const Actions = styled.span`
  display: flex;
  flex: none;
  gap: 0.375rem;
  button {
    height: 1.875rem;
    padding: 0 0.75rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.375rem;
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
  }
  button[data-primary='true'] {
    border-color: ${(p) => p.theme.primary};
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
  button:disabled {
    opacity: 0.5;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

/**
 * Friend applications, newest first: those to the fan with accept (which adds the applicant back, WeChat's 接受) and
 * refuse, those by the fan marked as waiting. The applicant's nick and wording are theirs, shown as text.
 */
export function FriendApplications(props: { sdk: ChatSdk; applications: readonly FriendApplication[] }) {
  const { t } = useT('chat');
  const [busy, setBusy] = useState('');
  const answer = (userID: string, run: () => Promise<unknown>) => {
    setBusy(userID);
    run().then(
      () => setBusy(''),
      () => {
        setBusy('');
        showToast(t('actionFailed'));
      },
    );
  };
  const sorted = [...props.applications].sort((a, b) => b.time - a.time);
  return (
    <Rows data-testid="friend-applications">
      {sorted.map((application) => {
        const toMe = application.type === RelationshipTypes.SNS_APPLICATION_SENT_TO_ME;
        const name = application.nick || t('peerFallback', { id: application.userID });
        return (
          <ContactItem
            key={`${application.type}-${application.userID}`}
            data-testid="friend-application"
            data-peer={application.userID}
            data-type={toMe ? 'in' : 'out'}
          >
            <Avatar id={application.userID} name={name} src={application.avatar} size={2.5} />
            <ContactNames name={name} line={application.wording || (toMe ? t('wantsFriend') : t('youAsked'))} testId="application-name" />
            <Actions>
              {toMe ? (
                <>
                  <button
                    type="button"
                    data-testid="application-refuse"
                    disabled={busy === application.userID}
                    onClick={() => answer(application.userID, () => props.sdk.refuseFriendApplication({ userID: application.userID }))}
                  >
                    {t('refuse')}
                  </button>
                  <button
                    type="button"
                    data-primary="true"
                    data-testid="application-accept"
                    disabled={busy === application.userID}
                    onClick={() => answer(application.userID, () => props.sdk.acceptFriendApplication({ userID: application.userID }))}
                  >
                    {t('accept')}
                  </button>
                </>
              ) : (
                <small>{t('waiting')}</small>
              )}
            </Actions>
          </ContactItem>
        );
      })}
    </Rows>
  );
}
