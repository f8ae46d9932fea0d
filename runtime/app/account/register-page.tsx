import { useState, type FormEvent } from 'react';
import { useT } from '../../core/i18n/i18n.ts';
import { accountError, accountRules, passwordError } from '../../core/rules/account-rules.ts';
import { register } from '../../core/session/session.ts';
import { Field, FormCard } from '../../ui/form.tsx';
import { AccountLayout, FormSubmit, HaveAccountLink, useSubmit } from './account-layout.tsx';

type Errors = Partial<Record<'account' | 'nickName' | 'password' | 'confirm', string>>;

/** /register: a new account, signed in at once; the invite code stored at start goes with it (core/session). */
export default function RegisterPage() {
  const { t } = useT('account');
  const [form, setForm] = useState({ account: '', nickName: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, run } = useSubmit();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account = form.account.trim();
    const found: Errors = {
      account: accountError(account),
      nickName: form.nickName.trim().length > accountRules.nickNameMax ? 'error.nickNameTooLong' : '',
      password: passwordError(form.password),
      confirm: form.confirm === form.password ? '' : 'error.passwordMismatch',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(() => register({ account, password: form.password, nick_name: form.nickName.trim() || undefined }));
  };

  return (
    <AccountLayout page="register" title={t('register')} lead={t('registerLead')}>
      <FormCard onSubmit={submit} noValidate>
        <Field
          label={t('account')}
          name="account"
          autoComplete="username"
          placeholder={t('accountPlaceholder')}
          value={form.account}
          onChange={set('account')}
          hint={t('accountRule')}
          error={errors.account && t(errors.account)}
        />
        <Field
          label={t('nickName')}
          name="nick_name"
          autoComplete="nickname"
          placeholder={t('nickNamePlaceholder')}
          value={form.nickName}
          onChange={set('nickName')}
          error={errors.nickName && t(errors.nickName)}
        />
        <Field
          label={t('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder')}
          value={form.password}
          onChange={set('password')}
          hint={t('passwordRule')}
          error={errors.password && t(errors.password)}
        />
        <Field
          label={t('confirmPassword')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          placeholder={t('confirmPasswordPlaceholder')}
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm && t(errors.confirm)}
        />
        <FormSubmit label={t('submitRegister')} pending={pending} formError={formError} />
      </FormCard>
      <HaveAccountLink />
    </AccountLayout>
  );
}
