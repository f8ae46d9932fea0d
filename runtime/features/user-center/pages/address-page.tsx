import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { Address } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Field, FormCard, FormError, SubmitButton } from '../../../ui/form.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { deleteAddress, getAddresses, saveAddress } from '../api/addresses.ts';
import { colors } from '../../../core/theme/theme.ts';

const { RemoteView } = loadStates('user-center', 'address');

const List = styled.ul`
  margin: 0.75rem;
  padding: 0 0.75rem;
  list-style: none;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  li {
    padding: 0.75rem 0;
    font-size: 0.875rem;
    /* A fan's own text: a word longer than the line wraps instead of pushing the page sideways. */
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  p {
    margin: 0.25rem 0 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  em {
    margin-left: 0.375rem;
    padding: 0 0.375rem;
    border-radius: 0.25rem;
    background: ${(p) => p.theme.primary};
    color: ${colors.onPrimary};
    font-size: 0.6875rem;
    font-style: normal;
  }
  span {
    display: flex;
    gap: 0.5rem;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
`;

const mobilePattern = /^1\d{10}$|^\+?\d{8,15}$/;
const empty = { name: '', mobile: '', detail: '', is_default: false };

/**
 * /user-center/my-address: the fan's delivery addresses (up to the server's maximum), the default first; add, edit,
 * make default, delete. The form checks what the server will before sending. The shop's order sheet picks from these.
 */
function Addresses() {
  const { t } = useT('user-center');
  const addresses = useRemote(getAddresses, 'addresses');
  const [form, setForm] = useState<typeof empty & { id?: number }>(empty);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setMessage('');
    try {
      await work();
      addresses.retry();
      return true;
    } catch (error) {
      setMessage(error instanceof Error ? error.message : t('address.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setMessage(t('address.badName'));
    if (!mobilePattern.test(form.mobile)) return setMessage(t('address.badMobile'));
    if (form.detail.trim().length < 4) return setMessage(t('address.badDetail'));
    if (await run(() => saveAddress(form))) setForm(empty);
  };
  const edit = (a: Address) => setForm({ id: a.id, name: a.name, mobile: a.mobile, detail: a.detail, is_default: a.is_default });
  return (
    <>
      <RemoteView remote={addresses} rows={2}>
        {(data) =>
          data.list.length === 0 ? (
            <MessagePanel testId="address-empty" title={t('address.none')} text={t('address.noneHint')} />
          ) : (
            <List data-testid="addresses">
              {data.list.map((a) => (
                <li key={a.id} data-testid="address" data-default={a.is_default}>
                  <strong>
                    {a.name} {a.mobile}
                  </strong>
                  {a.is_default ? <em>{t('address.default')}</em> : null}
                  <p>{a.detail}</p>
                  <span>
                    <PillButton type="button" onClick={() => edit(a)}>
                      {t('address.edit')}
                    </PillButton>
                    {a.is_default ? null : (
                      <PillButton type="button" disabled={busy} onClick={() => void run(() => saveAddress({ ...a, is_default: true }))}>
                        {t('address.makeDefault')}
                      </PillButton>
                    )}
                    <PillButton type="button" disabled={busy} onClick={() => void run(() => deleteAddress(a.id))}>
                      {t('address.delete')}
                    </PillButton>
                  </span>
                </li>
              ))}
            </List>
          )
        }
      </RemoteView>
      <FormCard onSubmit={(e) => void submit(e)} noValidate data-testid="address-form">
        <strong>{form.id ? t('address.editing') : t('address.add')}</strong>
        <Field label={t('address.name')} value={form.name} maxLength={30} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <Field
          label={t('address.mobile')}
          inputMode="tel"
          value={form.mobile}
          maxLength={16}
          onChange={(e) => setForm({ ...form, mobile: e.target.value.trim() })}
        />
        <Field
          label={t('address.detail')}
          value={form.detail}
          maxLength={120}
          onChange={(e) => setForm({ ...form, detail: e.target.value })}
        />
        <Check>
          <input type="checkbox" checked={form.is_default} onChange={(e) => setForm({ ...form, is_default: e.target.checked })} />
          {t('address.setDefault')}
        </Check>
        {message ? <FormError role="alert">{message}</FormError> : null}
        <SubmitButton type="submit" disabled={busy} data-testid="address-save">
          {t('address.save')}
        </SubmitButton>
      </FormCard>
    </>
  );
}

export default function AddressPage() {
  const { t } = useT('user-center');
  const signedIn = useSession((s) => Boolean(s.user));
  return (
    <Page data-page="my-address">
      <BackHeader title={t('myAddress')} backLabel={t('back')} fallback="/user-center" />
      {signedIn ? (
        <Addresses />
      ) : (
        <MessagePanel
          testId="address-guest"
          title={t('address.guest')}
          text=""
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('address.login')}
            </PillButton>
          }
        />
      )}
    </Page>
  );
}
