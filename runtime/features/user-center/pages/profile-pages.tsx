import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { accountRules, nickError } from '../../../core/rules/account-rules.ts';
import { textWidth } from '../../../core/rules/text-rules.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { isVip } from '../../../core/rules/user-rules.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { resendSeconds, useCountdown } from '../../../core/time/use-countdown.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Field, FormCard, FormError, FormOutcome, InlineButton, SubmitButton } from '../../../ui/form.tsx';
import { Page } from '../../../ui/page.tsx';
import { accountApi } from '../api/account-calls.ts';
import { AvatarPicker } from '../components/avatar-picker.tsx';
import { LinkRow, SettingList } from '../components/setting-rows.tsx';
import { SignedOut } from '../components/signed-out.tsx';

/** Spec 000 §5 width (a Chinese character counts 2): a nick shows whole in a room's chat line at this width. */
export const nickWidthMax = accountRules.nickNameMax;
/** The server's limit of a signature (docs/api.md editUserInfo). */
export const signatureMax = 60;

const Value = styled.span`
  max-width: 60%;
  overflow: hidden;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.875rem;
  text-align: right;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** /user-center/info: the fan's profile as others see it and what only they see (account, id, since when). */
export function InfoPage() {
  const { t } = useT('user-center');
  const user = useSession((s) => s.user);
  return (
    <Page data-page="info">
      <BackHeader title={t('info')} backLabel={t('back')} fallback="/user-center" />
      {user ? (
        <>
          <SettingList data-testid="profile">
            <li>
              {t('profile.avatar')}
              <AvatarPicker src={user.avatar || tenant.avatars.default || ''} />
            </li>
            <li>
              {t('profile.nick')}
              <Value data-testid="profile-nick">{user.nick_name}</Value>
            </li>
            <li>
              {t('profile.signature')}
              <Value data-testid="profile-signature">{user.signature || t('profile.noSignature')}</Value>
            </li>
            <li>
              {t('profile.account')}
              <Value>{user.account}</Value>
            </li>
            <li>
              {t('profile.uid')}
              <Value>{user.uid}</Value>
            </li>
            <li>
              {t('profile.level')}
              <Value>{isVip(user, Date.now()) ? `Lv.${user.user_level} · VIP${user.vip_level}` : `Lv.${user.user_level}`}</Value>
            </li>
            <li>
              {t('profile.since')}
              <Value>{serverDay(user.regist_time)}</Value>
            </li>
          </SettingList>
          <SettingList>
            <li>
              <LinkRow to="/user-center/edit-account" label={t('editAccount')} testId="link-edit-account" />
            </li>
            <li>
              <LinkRow to="/user-center/bind-phone" label={t('bindPhone')} />
            </li>
          </SettingList>
        </>
      ) : (
        <SignedOut />
      )}
    </Page>
  );
}

/** /user-center/edit-account: nick and signature, saved together; the avatar changes on the profile. */
export function EditAccountPage() {
  const { t } = useT('user-center');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [nick, setNick] = useState(user?.nick_name ?? '');
  const [signature, setSignature] = useState(user?.signature ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user) {
    return (
      <Page data-page="edit-account">
        <BackHeader title={t('editAccount')} backLabel={t('back')} fallback="/user-center" />
        <SignedOut />
      </Page>
    );
  }
  const nickProblem = nickError(nick);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (nickProblem) return setError(t(nickProblem, { max: nickWidthMax }));
    setBusy(true);
    setError('');
    try {
      const saved = await accountApi.editProfile({ nick_name: nick.trim(), signature: signature.trim() });
      useSession.getState().patchUser({ nick_name: saved.nick_name, signature: saved.signature });
      showToast(t('profile.saved'));
      navigate('/user-center/info', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page data-page="edit-account">
      <BackHeader title={t('editAccount')} backLabel={t('back')} fallback="/user-center/info" />
      <FormCard onSubmit={(e) => void save(e)} noValidate data-testid="edit-account">
        <Field
          label={t('profile.nick')}
          name="nick_name"
          value={nick}
          onChange={(e) => setNick(e.target.value)}
          hint={t('profile.nickRule', { width: textWidth(nick.trim()), max: nickWidthMax })}
          error={nickProblem && nick !== '' ? t(nickProblem, { max: nickWidthMax }) : undefined}
        />
        <Field
          label={t('profile.signature')}
          name="signature"
          value={signature}
          maxLength={signatureMax}
          onChange={(e) => setSignature(e.target.value)}
          hint={t('profile.signatureRule', { count: [...signature].length, max: signatureMax })}
        />
        {error ? <FormError role="alert">{error}</FormError> : null}
        <SubmitButton type="submit" disabled={busy} data-testid="edit-save">
          {t('profile.save')}
        </SubmitButton>
      </FormCard>
    </Page>
  );
}

/** /user-center/bind-phone: a code sent to the phone, then the binding; a bound account can bind another number. */
export function BindPhonePage() {
  const { t } = useT('user-center');
  const user = useSession((s) => s.user);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [wait, startWait] = useCountdown();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [bound, setBound] = useState('');
  const send = async () => {
    if (!accountRules.mobile.test(mobile)) return setMessage({ text: t('phone.badMobile'), failed: true });
    try {
      await accountApi.sendBindCode(mobile);
      startWait(resendSeconds);
      setMessage({ text: t('phone.sent'), failed: false });
    } catch (failure) {
      setMessage({ text: failure instanceof Error ? failure.message : t('loadFailed'), failed: true });
    }
  };
  const bind = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountRules.mobile.test(mobile)) return setMessage({ text: t('phone.badMobile'), failed: true });
    if (!accountRules.smsCode.test(code)) return setMessage({ text: t('phone.badCode'), failed: true });
    try {
      const result = await accountApi.bindPhone(mobile, code);
      setBound(result.mobile);
      setMessage({ text: t('phone.bound', { mobile: result.mobile }), failed: false });
    } catch (failure) {
      setMessage({ text: failure instanceof Error ? failure.message : t('loadFailed'), failed: true });
    }
  };
  return (
    <Page data-page="bind-phone">
      <BackHeader title={t('bindPhone')} backLabel={t('back')} fallback="/user-center/setting" />
      {user ? (
        <FormCard onSubmit={(e) => void bind(e)} noValidate data-testid="bind-phone">
          <Field
            label={t('phone.mobile')}
            name="mobile"
            inputMode="numeric"
            autoComplete="tel"
            value={mobile}
            onChange={(e) => setMobile(e.target.value.trim())}
            trailing={
              <InlineButton type="button" disabled={wait > 0} onClick={() => void send()} data-testid="send-code">
                {wait > 0 ? t('phone.wait', { seconds: wait }) : t('phone.send')}
              </InlineButton>
            }
          />
          <Field
            label={t('phone.code')}
            name="sms_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
          {message ? (
            <FormOutcome role="status" failed={message.failed} data-testid="bind-message">
              {message.text}
            </FormOutcome>
          ) : null}
          <SubmitButton type="submit" disabled={bound === mobile && bound !== ''} data-testid="bind-submit">
            {t('phone.bind')}
          </SubmitButton>
        </FormCard>
      ) : (
        <SignedOut />
      )}
    </Page>
  );
}
