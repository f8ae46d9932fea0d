import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import type { Locale } from '../../../core/tenant/tenant-config.ts';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { isVip } from '../../../core/rules/user-rules.ts';
import { logout, requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { PrimaryLink } from '../../../ui/message-panel.tsx';
import { AvatarPicker } from '../components/avatar-picker.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';

const Brand = styled.section`
  display: flex;
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
  strong {
    display: block;
    font-size: 1rem;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const Settings = styled.ul`
  margin: 0.75rem;
  padding: 0 1rem;
  list-style: none;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 3rem;
    font-size: 0.9375rem;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Choice = styled.button<{ selected: boolean }>`
  margin-left: 0.375rem;
  padding: 0.3125rem 0.75rem;
  border: 1px solid ${(p) => (p.selected ? p.theme.primary : p.theme.color.border)};
  border-radius: 999px;
  background: ${(p) => (p.selected ? p.theme.primary : 'transparent')};
  color: ${(p) => (p.selected ? p.theme.onPrimary : p.theme.color.text)};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;

const defaultAvatar = tenant.avatars.default ?? '';

const localeLabel: Record<Locale, string> = { cn: '中文', 'pt-br': 'Português' };

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

const LoginLink = styled(PrimaryLink)`
  flex: none;
  min-width: 0;
  margin-left: auto;
  padding: 0.5rem 1rem;
  font-size: 0.875rem;
`;

const Vip = styled.em`
  margin-left: 0.375rem;
  padding: 0 0.375rem;
  border-radius: 0.25rem;
  background: #f5c451;
  color: #4a3200;
  font-size: 0.6875rem;
  font-style: normal;
  font-weight: 700;
  vertical-align: 0.125rem;
`;

const RowButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 3rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/** The user centre: who is signed in (or the way to sign in), balances, invitations, and the fan's settings. */
export default function UserCenterPage() {
  const { t } = useT('user-center');
  const { lang, mode, sp_name, setLang, setMode } = useAppStore();
  const user = useSession((s) => s.user);
  const available = tenant.locales?.available ?? ['cn', 'pt-br'];
  // Inviting a friend requires login (spec 000 §6): a guest gets the login prompt.
  const invite = () => {
    if (requireLogin() && user) showToast(t('inviteCodeIs', { code: user.invite.invite_code }));
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
                {isVip(user, Date.now()) ? <Vip>VIP</Vip> : null}
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
      <Settings>
        <li>
          <RowButton type="button" onClick={invite} data-testid="invite-friend">
            {t('inviteFriend')}
            <span>{user ? user.invite.invite_code : t('loginToInvite')}</span>
          </RowButton>
        </li>
        <li>
          {t('darkMode')}
          <span role="group" aria-label={t('darkMode')}>
            <Choice selected={mode === 'light'} aria-pressed={mode === 'light'} onClick={() => setMode('light')} data-testid="mode-light">
              {t('light')}
            </Choice>
            <Choice selected={mode === 'dark'} aria-pressed={mode === 'dark'} onClick={() => setMode('dark')} data-testid="mode-dark">
              {t('dark')}
            </Choice>
          </span>
        </li>
        {available.length > 1 ? (
          <li>
            {t('language')}
            <span role="group" aria-label={t('language')}>
              {available.map((locale) => (
                <Choice key={locale} selected={lang === locale} aria-pressed={lang === locale} onClick={() => setLang(locale)} data-testid={`lang-${locale}`}>
                  {localeLabel[locale]}
                </Choice>
              ))}
            </span>
          </li>
        ) : null}
        {user ? (
          <li>
            <RowButton type="button" onClick={logout} data-testid="logout">
              {t('logout')}
            </RowButton>
          </li>
        ) : null}
      </Settings>
    </Page>
  );
}
