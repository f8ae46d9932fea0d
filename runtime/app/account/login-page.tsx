import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../core/i18n/i18n.ts';
import { login } from '../../core/session/session.ts';
import { Field, FormCard, FormLinks, InlineButton } from '../../ui/form.tsx';
import { AccountLayout, FormSubmit, useSubmit } from './account-layout.tsx';

/** /login: account and password; success returns to the saved backurl (core/session). */
export default function LoginPage() {
  const { t } = useT('account');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const { pending, formError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Any account that exists is accepted here: the rules apply to new accounts only.
    const found = { account: account.trim() ? '' : 'error.accountRequired', password: password ? '' : 'error.passwordRequired' };
    setErrors(found);
    if (found.account || found.password) return;
    void run(() => login({ account: account.trim(), password }));
  };

  return (
    <AccountLayout page="login" title={t('login')} lead={t('loginLead')}>
      <FormCard onSubmit={submit} noValidate>
        <Field
          label={t('account')}
          name="account"
          autoComplete="username"
          placeholder={t('accountPlaceholder')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={errors.account && t(errors.account)}
        />
        <Field
          label={t('password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password && t(errors.password)}
          trailing={
            <InlineButton type="button" onClick={() => setShowPassword(!showPassword)} aria-pressed={showPassword}>
              {showPassword ? t('hidePassword') : t('showPassword')}
            </InlineButton>
          }
        />
        <FormSubmit label={t('submitLogin')} pending={pending} formError={formError} />
      </FormCard>
      <FormLinks>
        <span>
          {t('noAccount')} <Link to="/register">{t('goRegister')}</Link>
        </span>
        <Link to="/forget-password">{t('forgetPassword')}</Link>
      </FormLinks>
    </AccountLayout>
  );
}
