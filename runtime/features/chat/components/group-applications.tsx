import styled from '@emotion/styled';
import { useState } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import type { ChatSdk, GroupApplication } from '../../../im/index.ts';
import { useGroupApplications } from '../../../im/react/index.ts';
import { useNicks } from '../hooks/use-nicks.ts';
import { groupRefusal } from '../lib/group-refusal.ts';
import { Avatar } from './avatar.tsx';
import { Refusal, SectionTitle } from './group-rows.tsx';

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  li {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.75rem 1rem;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  div {
    flex: 1;
    min-width: 0;
  }
  strong,
  p {
    display: block;
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  button {
    flex: none;
    height: 2rem;
    padding: 0 0.75rem;
    border: 0;
    border-radius: 1rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.8125rem;
    cursor: pointer;
  }
  button[data-primary='true'] {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
`;

/**
 * Requests to join and members' invitations, for the owner and admins: who asks (and whom they invite), with their
 * words as text, and 同意 / 拒绝. Nothing when none wait.
 */
export function GroupApplications(props: { sdk: ChatSdk; groupID: string }) {
  const { t } = useT('chat');
  const { applications, handle } = useGroupApplications(props.sdk, props.groupID, true);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState('');
  // Whom a member's invitation would bring in goes by their nick, as the inviter does; the id until it answers.
  const invitees = useNicks(
    props.sdk,
    applications.flatMap((application) => (application.userID !== application.applicant ? [application.userID] : [])),
  );
  if (applications.length === 0) return null;
  const answer = (application: GroupApplication, action: 'Agree' | 'Reject') => {
    setBusy(application.applicant);
    setRefusal('');
    handle(application, action)
      .catch((error: unknown) => {
        const { key, reason } = groupRefusal(error);
        setRefusal(t(key, { reason }));
      })
      .finally(() => setBusy(''));
  };
  return (
    <section data-testid="group-applications">
      <SectionTitle>{t('groupPage.applications', { count: applications.length })}</SectionTitle>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <List>
        {applications.map((application) => {
          const name = application.applicantNick || t('peerFallback', { id: application.applicant });
          return (
            <li key={`${application.applicant}-${application.userID}`} data-testid="group-application" data-user={application.applicant}>
              <Avatar id={application.applicant} name={name} size={2.5} />
              <div>
                <strong>{name}</strong>
                {/* A member's invitation (type 2) names whom it would bring in. */}
                {application.userID !== application.applicant ? (
                  <p data-testid="application-invitee">
                    {t('groupPage.invites', { name: invitees.get(application.userID) ?? application.userID })}
                  </p>
                ) : null}
                {application.note ? <p>{application.note}</p> : null}
              </div>
              <button type="button" disabled={busy !== ''} data-testid="application-refuse" onClick={() => answer(application, 'Reject')}>
                {t('refuse')}
              </button>
              <button
                type="button"
                data-primary="true"
                disabled={busy !== ''}
                data-testid="application-agree"
                onClick={() => answer(application, 'Agree')}
              >
                {t('groupPage.agree')}
              </button>
            </li>
          );
        })}
      </List>
    </section>
  );
}
