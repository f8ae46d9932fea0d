import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { isVip } from '../../../core/rules/user-rules.ts';
import { logout, requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { PrimaryLink } from '../../../ui/message-panel.tsx';
import { accountApi } from '../api/account-calls.ts';
import { AvatarPicker } from '../components/avatar-picker.tsx';
import { InviteCard } from '../components/invite-card.tsx';
import { LinkRow, PreferenceRows, RowButton, SettingList } from '../components/setting-rows.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { VipBadge } from '../../../ui/vip-badge.tsx';
import { CountBadge } from '../../../ui/count-badge.tsx';

const Brand = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0.75rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
  }
  /* With large text (200 %) the login link wraps under the name instead of leaving the card, and the name keeps a
     readable width instead of one character a line. */
  > div {
    flex: 1 1 4rem;
  }
  strong {
    display: block;
    font-size: 1rem;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const defaultAvatar = tenant.avatars.default;

const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0.75rem;
  padding: 0.875rem 0;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  text-align: center;
  div + div {
    border-left: 1px solid ${(p) => p.theme.color.border};
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.0625rem;
    font-weight: 600;
  }
`;

const Services = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.875rem 0;
  margin: 0.75rem;
  padding: 0.875rem 0.25rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.375rem;
    color: inherit;
    font-size: 0.75rem;
    text-align: center;
    text-decoration: none;
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
    color: ${(p) => p.theme.accent};
  }
  a > span {
    position: relative;
    display: flex;
  }
`;

/** The fan's own services, each shown when its feature is in this site's build. */
const services = [
  // The messenger (issue 37 "Ways in"), with the one-to-one unread count (spec 000 §3 c2cUnreadCount) as its badge.
  { feature: 'chat', path: '/c2c', key: 'messenger', icon: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5' },
  { feature: 'wallet', path: '/user-center/wallet', key: 'wallet', icon: 'M3 7h18v12H3zM3 7l3-3h12l3 3M16 13h2' },
  { feature: 'vip', path: '/vip-plans', key: 'vip', icon: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z' },
  { feature: 'task', path: '/user-center/task', key: 'tasks', icon: 'M9 11l3 3 8-8M20 12v7H4V5h11' },
  {
    feature: 'user-center',
    path: '/user-center/benefits',
    key: 'benefits',
    icon: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  },
  { feature: 'wallet', path: '/trans-log', key: 'transactions', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
  { feature: 'shop', path: '/newshop', key: 'shop', icon: 'M4 8h16l-1 12H5zM9 8V6a3 3 0 0 1 6 0v2' },
  { feature: 'activity', path: '/activities', key: 'activities', icon: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M8 13h3v3H8z' },
  { feature: 'news', path: '/mobile/news', key: 'news', icon: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12h7M7 15h4' },
  { feature: 'feedback', path: '/user-center/feedback', key: 'feedback', icon: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h5' },
] as const;

const LoginLink = styled(PrimaryLink)`
  flex: none;
  min-width: 0;
  margin-left: auto;
  padding: 0.5rem 1rem;
  font-size: 0.875rem;
`;

const Vip = styled(VipBadge)`
  margin: 0 0 0 0.375rem;
`;

/** The messenger's red count (spec 000 §3 c2cUnreadCount, kept by the chat layer), 99+ past 99, nothing at 0. */
function UnreadBadge() {
  const { t } = useT('user-center');
  const count = useAppStore((s) => s.c2cUnreadCount);
  return <CountBadge count={count} testId="messenger-badge" label={t('messengerUnread', { count })} />;
}

/** The user centre: who is signed in (or the way to sign in), balances, invitations, and the fan's settings. */
export default function UserCenterPage() {
  const { t } = useT('user-center');
  const { lang, sp_name } = useAppStore();
  const user = useSession((s) => s.user);
  // How many system messages the fan has not read; none for a guest.
  const messages = useRemote(() => (user ? accountApi.unreadCount() : Promise.resolve({ system: 0 })), `unread-${user?.id ?? 0}`);
  const unread = messages.state === 'ready' ? messages.data.system : 0;
  // Inviting a friend requires login (spec 000 §6): a guest gets the login prompt; a fan opens their invitation.
  const [inviting, setInviting] = useState(false);
  const invite = () => {
    if (requireLogin()) setInviting((open) => !open);
  };
  return (
    <Page data-page="user-center">
      <PageHeader>{t('userCenter')}</PageHeader>
      <Brand data-testid="user-summary">
        {user ? (
          <>
            <AvatarPicker src={user.avatar || defaultAvatar} />
            <div>
              <strong>
                {user.nick_name}
                {isVip(user, Date.now()) ? <Vip /> : null}
              </strong>
              <span>{t('userId', { uid: user.uid })}</span>
            </div>
          </>
        ) : (
          <>
            <img src={defaultAvatar} alt="" />
            <div>
              <strong>{t('guest')}</strong>
              <span>{sp_name || tenant.siteName[lang]}</span>
            </div>
            <LoginLink to="/login" data-testid="login-link">
              {t('loginOrRegister')}
            </LoginLink>
          </>
        )}
      </Brand>
      {user ? (
        <Balances>
          <div>
            <dt>{t('gold')}</dt>
            <dd>{formatBalance(user.gold, lang)}</dd>
          </div>
          <div>
            <dt>{t('diamond')}</dt>
            <dd>{formatBalance(user.diamond, lang)}</dd>
          </div>
          <div>
            <dt>{t('level')}</dt>
            <dd>{user.user_level}</dd>
          </div>
        </Balances>
      ) : null}
      <Services data-testid="user-services">
        {services
          .filter((service) => tenant.builtFeatures.includes(service.feature))
          .map((service) => (
            <Link key={service.key} to={service.path} data-testid={`service-${service.key}`}>
              <span>
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  aria-hidden="true"
                >
                  <path d={service.icon} />
                </svg>
                {service.feature === 'chat' ? <UnreadBadge /> : null}
              </span>
              {t(service.key)}
            </Link>
          ))}
      </Services>
      <SettingList>
        <li>
          <RowButton type="button" onClick={invite} aria-expanded={Boolean(user) && inviting} data-testid="invite-friend">
            {t('inviteFriend')}
            <span>{user ? user.invite.invite_code : t('loginToInvite')}</span>
          </RowButton>
        </li>
      </SettingList>
      {user && inviting ? <InviteCard user={user} /> : null}
      <SettingList>
        {user ? (
          <>
            <li>
              <LinkRow
                to="/user-center/message"
                label={t('message')}
                value={unread ? t('messages.unread', { count: unread }) : undefined}
                testId="link-message"
              />
            </li>
            <li>
              <LinkRow to="/user-center/info" label={t('info')} testId="link-info" />
            </li>
            <li>
              {user.is_anchor ? (
                <LinkRow to="/user-center/anchor" label={t('anchor')} testId="link-anchor" />
              ) : (
                <LinkRow to="/user-center/apply/anchor" label={t('apply.anchor')} testId="link-apply" />
              )}
            </li>
            <li>
              <LinkRow to="/user-center/attent-mgmt" label={t('attentMgmt')} value={String(user.attent_count)} testId="link-attent" />
            </li>
            <li>
              <LinkRow to="/user-center/live-record" label={t('liveRecord')} testId="link-live-record" />
            </li>
            <li>
              <LinkRow to="/user-center/my-log" label={t('myLog')} testId="link-my-log" />
            </li>
          </>
        ) : null}
        <PreferenceRows />
        <li>
          <LinkRow to="/user-center/setting" label={t('setting')} testId="link-setting" />
        </li>
        {user ? (
          <li>
            <RowButton type="button" onClick={logout} data-testid="logout">
              {t('logout')}
            </RowButton>
          </li>
        ) : null}
      </SettingList>
    </Page>
  );
}
