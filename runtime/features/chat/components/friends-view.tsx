import { useEffect, useRef } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { RelationshipTypes, type ChatSdk } from '../../../im/index.ts';
import { useFriendApplications, useFriends } from '../../../im/react/index.ts';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { ContactLink, ContactNames, CountBadge, EmptyLine, Rows, SectionTitle } from './contact-row.tsx';
import { FriendApplications } from './friend-applications.tsx';
import { FriendList } from './friend-list.tsx';
import { colors } from '../../../core/theme/theme.ts';

/** The "new friends" picture: a person with a plus, on the brand's green of WeChat's row. */
function NewFriendsIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="6" fill={colors.swatch1} />
      <path
        d="M17 19a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 11c0-5 4-8 9-8s9 3 9 8M29 14v8M25 18h8"
        fill="none"
        stroke={colors.onSwatch}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The applications on /c2c-friends: opening the page reads them (WeChat's 新的朋友 clears its count when opened), so
 * the count shown is the one the fan arrived with.
 */
function ApplicationsSection(props: { sdk: ChatSdk }) {
  const { t } = useT('chat');
  const { status, applications, unreadCount } = useFriendApplications(props.sdk);
  const arrivedWith = useRef<number | null>(null);
  useEffect(() => {
    if (status !== 'ready' || arrivedWith.current !== null) return;
    arrivedWith.current = unreadCount;
    if (unreadCount > 0) void props.sdk.setFriendApplicationRead().catch(() => undefined);
  }, [status, unreadCount, props.sdk]);
  const count = Math.max(arrivedWith.current ?? unreadCount, 0);
  return (
    <section aria-labelledby="new-friends-title" data-testid="applications-section">
      <SectionTitle id="new-friends-title">
        {t('newFriends')}
        {count > 0 ? (
          <>
            {' · '}
            <span data-testid="applications-unread">{t('newApplications', { count })}</span>
          </>
        ) : null}
      </SectionTitle>
      {status === 'loading' ? <SkeletonRows testId="applications-loading" rows={1} /> : null}
      {status === 'ready' && applications.length === 0 ? (
        <EmptyLine data-testid="applications-empty">{t('noApplications')}</EmptyLine>
      ) : null}
      {applications.length > 0 ? <FriendApplications sdk={props.sdk} applications={applications} /> : null}
    </section>
  );
}

/** The /c2c friends tab's way in to the applications, with the count of unread ones. */
function ApplicationsEntry(props: { sdk: ChatSdk }) {
  const { t } = useT('chat');
  const { applications, unreadCount } = useFriendApplications(props.sdk);
  const waiting = applications.filter((a) => a.type === RelationshipTypes.SNS_APPLICATION_SENT_TO_ME).length;
  return (
    <Rows>
      <ContactLink
        to="/c2c-friends"
        testId="new-friends"
        peer=""
        end={
          unreadCount > 0 ? (
            <CountBadge data-testid="new-friends-unread" aria-label={t('newApplications', { count: unreadCount })}>
              {unreadCount > 99 ? '99+' : unreadCount}
            </CountBadge>
          ) : null
        }
      >
        <NewFriendsIcon />
        <ContactNames name={t('newFriends')} line={waiting > 0 ? t('waitingApplications', { count: waiting }) : ''} />
      </ContactLink>
    </Rows>
  );
}

/**
 * Friends as the fan's contacts (docs/decisions.md "Chat screens"): on /c2c-friends the applications first, in the
 * /c2c friends tab a row leading there; then the friends by group, or why there are none.
 */
export function FriendsView(props: { sdk: ChatSdk; mode: 'page' | 'tab' }) {
  const { t } = useT('chat');
  const { status, friends, groups, retry } = useFriends(props.sdk);
  return (
    <>
      {props.mode === 'page' ? <ApplicationsSection sdk={props.sdk} /> : <ApplicationsEntry sdk={props.sdk} />}
      {status === 'loading' ? <SkeletonRows testId="friends-loading" rows={5} /> : null}
      {status === 'error' ? (
        <MessagePanel
          testId="friends-error"
          title={t('loadFailed')}
          text=""
          action={
            <PillButton type="button" onClick={retry}>
              {t('retry')}
            </PillButton>
          }
        />
      ) : null}
      {status === 'ready' && friends.length === 0 && groups.length === 0 ? (
        <MessagePanel testId="friends-empty" title={t('noFriends')} text={t('noFriendsHint')} />
      ) : null}
      {status === 'ready' && (friends.length > 0 || groups.length > 0) ? <FriendList friends={friends} groups={groups} /> : null}
    </>
  );
}
