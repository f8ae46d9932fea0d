import styled from '@emotion/styled';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../core/feedback/feedback-store.ts';
import { api } from '../../core/http/api.ts';
import { useT } from '../../core/i18n/i18n.ts';
import { accountRules, mobileError, passwordError } from '../../core/rules/account-rules.ts';
import { resendSeconds, useCountdown } from '../../core/time/use-countdown.ts';
import { Field, FormCard, InlineButton } from '../../ui/form.tsx';
import { AccountLayout, FormSubmit, HaveAccountLink, useSubmit } from './account-layout.tsx';
import { colors } from '../../core/theme/theme.ts';

/** Seconds before another SMS code may be asked for (the server answers status 5 within a minute). */

type Errors = Partial<Record<'mobile' | 'captcha' | 'smsCode' | 'password', string>>;

/** A random key for the captcha image (getRandomValues works on plain http too, unlike randomUUID). */
const newCaptchaKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const CaptchaButton = styled.button`
  display: flex;
  padding: 0;
  border: 0;
  border-radius: 0.25rem;
  overflow: hidden;
  background: ${colors.surface};
  cursor: pointer;
`;

/**
 * /forget-password: the phone bound to the account, the captcha image, an SMS code, a new password
 * (docs/api.md: POST /api/user/changePwd without a session). Success returns to /login.
 */
export default function ForgetPasswordPage() {
  const { t } = useT('account');
  const navigate = useNavigate();
  const [form, setForm] = useState({ mobile: '', captcha: '', smsCode: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [countdown, setCountdown] = useCountdown();
  // One address per key: the image must come from the host that will check the answer, however often we render.
  const captchaSrc = useMemo(() => api.url('/api/user/smsCaptcha', { code: captchaKey }), [captchaKey]);
  const { pending, formError, run } = useSubmit();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value.trim() });

  const sendCode = () => {
    const found: Errors = {
      mobile: mobileError(form.mobile),
      captcha: accountRules.captcha.test(form.captcha) ? '' : 'error.captchaInvalid',
    };
    setErrors(found);
    if (found.mobile || found.captcha) return;
    void run(async () => {
      try {
        await api.post('/webapi/user/sendCode', { mobile: form.mobile, captcha: form.captcha, code: captchaKey });
        showToast(t('codeSent'));
        setCountdown(resendSeconds);
      } finally {
        // A captcha allows one try: whatever the answer, the next send needs a new image.
        setCaptchaKey(newCaptchaKey());
        setForm((f) => ({ ...f, captcha: '' }));
      }
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      mobile: mobileError(form.mobile),
      smsCode: accountRules.smsCode.test(form.smsCode) ? '' : 'error.smsInvalid',
      password: passwordError(form.password),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(async () => {
      await api.post('/api/user/changePwd', { mobile: form.mobile, sms_code: form.smsCode, new_password: form.password });
      showToast(t('resetDone'));
      navigate('/login', { replace: true });
    });
  };

  return (
    <AccountLayout page="forget-password" title={t('forgetPassword')} lead={t('resetLead')}>
      <FormCard onSubmit={submit} noValidate>
        <Field
          label={t('mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('mobilePlaceholder')}
          value={form.mobile}
          onChange={set('mobile')}
          error={errors.mobile && t(errors.mobile)}
        />
        <Field
          label={t('captcha')}
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={t('captchaPlaceholder')}
          value={form.captcha}
          onChange={set('captcha')}
          error={errors.captcha && t(errors.captcha)}
          trailing={
            <CaptchaButton type="button" onClick={() => setCaptchaKey(newCaptchaKey())}>
              <img src={captchaSrc} alt={t('captchaImage')} width={96} height={36} data-testid="captcha-image" />
            </CaptchaButton>
          }
        />
        <Field
          label={t('smsCode')}
          name="sms_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('smsPlaceholder')}
          value={form.smsCode}
          onChange={set('smsCode')}
          error={errors.smsCode && t(errors.smsCode)}
          trailing={
            <InlineButton type="button" onClick={sendCode} disabled={pending || countdown > 0}>
              {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
            </InlineButton>
          }
        />
        <Field
          label={t('newPassword')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder')}
          value={form.password}
          onChange={set('password')}
          hint={t('passwordRule')}
          error={errors.password && t(errors.password)}
        />
        <FormSubmit label={t('submitReset')} pending={pending} formError={formError} />
      </FormCard>
      <HaveAccountLink />
    </AccountLayout>
  );
}
