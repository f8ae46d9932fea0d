import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { passwordError } from '../../../core/rules/account-rules.ts';
import { logout } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Field, FormCard, FormError, SubmitButton } from '../../../ui/form.tsx';
import { Page } from '../../../ui/page.tsx';
import { accountApi } from '../api/account-calls.ts';
import { LinkRow, PreferenceRows, RowButton, SettingList } from '../components/setting-rows.tsx';
import { PushAlerts } from '../components/push-alerts.tsx';
import { clearSiteCache } from '../lib/clear-cache.ts';
import { colors } from '../../../core/theme/theme.ts';

const Logout = styled.button`
  display: block;
  width: calc(100% - 1.5rem);
  height: 2.75rem;
  margin: 1.25rem 0.75rem;
  border: 0;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  color: ${colors.danger};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
`;

/** Changing the password with the old one (docs/api.md changePwd); the new one follows the registration rule. */
function PasswordForm(props: { onDone(): void }) {
  const { t } = useT('user-center');
  const [form, setForm] = useState({ old: '', next: '', again: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = passwordError(form.next);
    if (!form.old) return setError(t('password.oldRequired'));
    if (rule) return setError(t(`password.${rule === 'error.passwordRequired' ? 'newRequired' : 'rule'}`));
    if (form.next !== form.again) return setError(t('password.mismatch'));
    setBusy(true);
    try {
      await accountApi.changePassword({ old_password: form.old, new_password: form.next });
      showToast(t('password.changed'));
      props.onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormCard onSubmit={(e) => void submit(e)} noValidate data-testid="password-form">
      <Field label={t('password.old')} type="password" autoComplete="current-password" value={form.old} onChange={set('old')} />
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={form.next}
        onChange={set('next')}
        hint={t('password.rule')}
      />
      <Field label={t('password.again')} type="password" autoComplete="new-password" value={form.again} onChange={set('again')} />
      {error ? <FormError role="alert">{error}</FormError> : null}
      <SubmitButton type="submit" disabled={busy}>
        {t('password.save')}
      </SubmitButton>
    </FormCard>
  );
}

/**
 * /user-center/setting (docs/decisions.md "Settings"): display choices, the account's profile, phone and password,
 * clearing what the site keeps in the browser, about, and logging out.
 */
export function SettingPage() {
  const { t } = useT('user-center');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const lang = useAppStore((s) => s.lang);
  const [password, setPassword] = useState(false);
  const clear = async () => showToast(t('cacheCleared', { count: await clearSiteCache(tenant.code) }));
  return (
    <Page data-page="setting">
      <BackHeader title={t('setting')} backLabel={t('back')} fallback="/user-center" />
      <SettingList>
        <PreferenceRows />
      </SettingList>
      {user ? (
        <SettingList>
          <li>
            <LinkRow to="/user-center/info" label={t('info')} />
          </li>
          <li>
            <LinkRow to="/user-center/bind-phone" label={t('bindPhone')} />
          </li>
          <li>
            <RowButton type="button" aria-expanded={password} onClick={() => setPassword(!password)} data-testid="change-password">
              {t('password.title')}
              <span>{password ? '˅' : '›'}</span>
            </RowButton>
          </li>
        </SettingList>
      ) : null}
      {user && password ? <PasswordForm onDone={() => setPassword(false)} /> : null}
      {user ? <PushAlerts /> : null}
      <SettingList>
        <li>
          <RowButton type="button" onClick={() => void clear()} data-testid="clear-cache">
            {t('clearCache')}
            <span>›</span>
          </RowButton>
        </li>
        <li>
          <LinkRow to="/mobile/about" label={t('about')} value={tenant.siteName[lang]} />
        </li>
      </SettingList>
      {user ? (
        <Logout
          type="button"
          data-testid="setting-logout"
          onClick={() => {
            logout();
            navigate('/user-center', { replace: true });
          }}
        >
          {t('logout')}
        </Logout>
      ) : null}
    </Page>
  );
}
