import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { newRequestId } from '../../../core/http/request-id.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { refreshUserInfo } from '../../../core/session/session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { Field, FormCard, FormError, SubmitButton } from '../../../ui/form.tsx';
import { getWallet, getWithdrawals, withdraw } from '../api/wallet-calls.ts';
import { formatCash, PagedView } from '../components/wallet-parts.tsx';
import { WalletPageFrame } from '../components/wallet-page-frame.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Heading = styled.h2`
  margin: 1rem 0.75rem 0.5rem;
  font-size: 0.9375rem;
`;

const Requests = styled.ul`
  margin: 0 0.75rem;
  padding: 0 0.75rem;
  list-style: none;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.125rem;
    padding: 0.625rem 0;
    font-size: 0.875rem;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  b {
    text-align: right;
    font-weight: 600;
  }
  b[data-status='2'] {
    color: ${colors.success};
  }
  b[data-status='3'] {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Rule = styled.small`
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

const accountPattern = /^[A-Za-z0-9@._-]{4,40}$/;

/**
 * /user-center/withdraw: diamonds to cash. The form checks what the server will (at least the minimum, in tens, within
 * the balance, a payee) before sending; each tap is one request id. Below, the fan's requests with the spec's labels
 * 审核中, 派发中, 已派发, 取消.
 */
function WithdrawPageBody() {
  const { t } = useT('wallet');
  const lang = useAppStore((s) => s.lang);
  const wallet = useRemote(getWallet, 'wallet');
  const [version, setVersion] = useState(0);
  const requests = usePagedList(
    (page) => getWithdrawals(page),
    String(version),
    (w) => w.id,
  );
  const [form, setForm] = useState({ diamond: '', name: '', account: '' });
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const min = wallet.state === 'ready' ? wallet.data.min_withdraw : 100;
  const available = wallet.state === 'ready' ? wallet.data.diamond : 0;

  const check = (): string => {
    const diamond = Number(form.diamond);
    if (!Number.isInteger(diamond) || diamond < min || diamond % 10 !== 0) return t('badAmount', { min });
    if (diamond > available) return t('tooMuch');
    if (!form.name.trim()) return t('badName');
    if (!accountPattern.test(form.account)) return t('badAccount');
    return '';
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setMessage({ text: problem, ok: false });
    setSending(true);
    try {
      const result = await withdraw({
        diamond: Number(form.diamond),
        payee_name: form.name.trim(),
        payee_account: form.account,
        request_id: newRequestId(),
      });
      wallet.replace({
        ...(wallet.state === 'ready' ? wallet.data : { gold: 0, diamond_total: 0, money: 0, fen_per_diamond: 10, min_withdraw: 100 }),
        diamond: result.diamond,
      });
      setForm({ diamond: '', name: form.name, account: form.account });
      setMessage({ text: t('withdrawSent'), ok: true });
      setVersion((v) => v + 1);
      void refreshUserInfo();
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : t('loadFailed'), ok: false });
    } finally {
      setSending(false);
    }
  };
  const cash =
    Number(form.diamond) > 0 && wallet.state === 'ready' ? formatCash(Number(form.diamond) * wallet.data.fen_per_diamond, lang) : '';
  return (
    <>
      <FormCard onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-form">
        <strong data-testid="withdraw-available">
          {t('withdrawable')}: {formatBalance(available, lang)}
        </strong>
        <Rule>{t('withdrawRule', { min })}</Rule>
        <Field
          label={t('amount')}
          inputMode="numeric"
          value={form.diamond}
          onChange={(e) => setForm({ ...form, diamond: e.target.value.replace(/\D/g, '') })}
          hint={cash ? t('cash', { cash }) : undefined}
          name="diamond"
        />
        <Field
          label={t('payeeName')}
          value={form.name}
          maxLength={30}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          name="payee_name"
        />
        <Field
          label={t('payeeAccount')}
          value={form.account}
          maxLength={40}
          onChange={(e) => setForm({ ...form, account: e.target.value.trim() })}
          name="payee_account"
        />
        {message ? (
          <FormError
            role="status"
            data-testid="withdraw-message"
            data-ok={message.ok}
            style={message.ok ? { color: colors.success } : undefined}
          >
            {message.text}
          </FormError>
        ) : null}
        <SubmitButton type="submit" disabled={sending} data-testid="withdraw-submit">
          {sending ? t('submitting') : t('submitWithdraw')}
        </SubmitButton>
      </FormCard>
      <Heading>{t('withdrawals')}</Heading>
      <PagedView list={requests} empty={t('noWithdrawals')} testId="withdrawals">
        {requests.items.length > 0 ? (
          <Requests>
            {requests.items.map((w) => (
              <li key={w.id} data-testid="withdrawal" data-status={w.status}>
                <span>{t('cash', { cash: formatCash(w.cash_fen, lang) })}</span>
                <b data-status={w.status}>{t(`status.${w.status}`)}</b>
                <small>
                  {formatBalance(w.diamond, lang)} {t('diamond')} · {w.payee_account}
                </small>
                <small>{serverDay(w.created_at)}</small>
              </li>
            ))}
          </Requests>
        ) : null}
      </PagedView>
    </>
  );
}

export default function WithdrawPage() {
  const { t } = useT('wallet');
  return (
    <WalletPageFrame page="withdraw" title={t('withdraw')}>
      <WithdrawPageBody />
    </WalletPageFrame>
  );
}
