import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { newRequestId } from '../../../core/http/request-id.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useBusyScreen } from '../../../core/overlay/use-overlay.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { refreshUserInfo } from '../../../core/session/session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { SubmitButton } from '../../../ui/form.tsx';
import { createRecharge, getPackages, getRecharge } from '../api/wallet-calls.ts';
import { Card, formatCash, RemoteView } from '../components/wallet-parts.tsx';
import { WalletPageFrame } from '../components/wallet-page-frame.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.5rem;
  margin: 0.5rem 0 0.75rem;
`;

const Package = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.125rem;
  min-height: 4.5rem;
  padding: 0.5rem 0.25rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  cursor: pointer;
  strong {
    font-size: 0.9375rem;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  em {
    color: ${colors.danger};
    font-size: 0.6875rem;
    font-style: normal;
  }
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.accent};
    box-shadow: inset 0 0 0 1px ${(p) => p.theme.accent};
  }
`;

const Outcome = styled.p<{ tone: 'good' | 'bad' | 'wait' }>`
  margin: 0.75rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => (p.tone === 'good' ? colors.success : p.tone === 'bad' ? colors.danger : p.theme.color.text)};
  font-size: 0.875rem;
`;

/** How long the page waits for the provider's result after coming back, asking once a second. */
const resultPolls = 15;

/** The payment the fan came back from (`?recharge=id`): asked again until it settles, then the wallet is refreshed. */
function useReturnedPayment(id: number) {
  const [state, setState] = useState<{ status: 'waiting' | 'paid' | 'failed' | 'unknown'; gold: number } | null>(
    id ? { status: 'waiting', gold: 0 } : null,
  );
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer = 0;
    const ask = async (left: number) => {
      const recharge = await getRecharge(id).catch(() => null);
      if (stopped) return;
      if (recharge && recharge.status !== 0) {
        setState({ status: recharge.status === 1 ? 'paid' : 'failed', gold: recharge.gold });
        if (recharge.status === 1) void refreshUserInfo();
      } else if (left > 0) timer = window.setTimeout(() => void ask(left - 1), 1000);
      else setState({ status: 'unknown', gold: 0 });
    };
    void ask(resultPolls);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [id]);
  return state;
}

/**
 * /recharge and /mobile/recharge: the gold packages (packageList), one picked, then the payment page of the provider
 * (the reference server's sandbox). The provider sends the fan back here with `?recharge=id`; the page shows the result
 * once the provider's notice has reached the server.
 */
function RechargePageBody() {
  const { t } = useT('wallet');
  const lang = useAppStore((s) => s.lang);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const returned = useReturnedPayment(Number(search.get('recharge')) || 0);
  const packages = useRemote(getPackages, 'packages');
  const [picked, setPicked] = useState(0);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState('');
  const back = pathname.startsWith('/mobile/') ? '/mobile/recharge' : '/recharge';
  const pay = async (packageId: number) => {
    setOpening(true);
    setFailure('');
    try {
      const opened = await createRecharge(packageId, newRequestId(), back);
      window.location.assign(serverUrl(opened.pay_url));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('loadFailed'));
      setOpening(false);
    }
  };
  return (
    <>
      {returned ? (
        <Outcome
          tone={returned.status === 'paid' ? 'good' : returned.status === 'failed' ? 'bad' : 'wait'}
          data-testid="recharge-result"
          data-status={returned.status}
        >
          {returned.status === 'paid'
            ? t('rechargeDone', { gold: formatBalance(returned.gold, lang) })
            : t(returned.status === 'failed' ? 'rechargeFailed' : returned.status === 'waiting' ? 'waiting' : 'rechargeStillWaiting')}
        </Outcome>
      ) : null}
      <RemoteView remote={packages} rows={3}>
        {(data) => {
          const chosen = data.list.find((p) => p.id === picked) ?? data.list[0];
          return (
            <Card>
              <h2>{t('pickPackage')}</h2>
              <Grid>
                {data.list.map((pack) => (
                  <Package
                    key={pack.id}
                    type="button"
                    aria-pressed={pack.id === chosen.id}
                    data-testid="recharge-package"
                    data-package={pack.id}
                    onClick={() => setPicked(pack.id)}
                  >
                    <strong>{t('goldAmount', { gold: formatBalance(pack.gold, lang) })}</strong>
                    <span>{formatCash(pack.price_fen, lang)}</span>
                    {pack.bonus > 0 ? <em>{t('bonus', { bonus: formatBalance(pack.bonus, lang) })}</em> : null}
                  </Package>
                ))}
              </Grid>
              <SubmitButton type="button" disabled={opening} data-testid="recharge-pay" onClick={() => void pay(chosen.id)}>
                {opening ? t('opening') : t('pay', { price: formatCash(chosen.price_fen, lang) })}
              </SubmitButton>
              {failure ? <Outcome tone="bad">{failure}</Outcome> : null}
              <p>{t('sandboxNote')}</p>
            </Card>
          );
        }}
      </RemoteView>
    </>
  );
}

export default function RechargePage() {
  const { t } = useT('wallet');
  // A payment under way: pop-ups the fan did not ask for wait until the fan leaves.
  useBusyScreen('payment');
  return (
    <WalletPageFrame page="recharge" title={t('recharge')}>
      <RechargePageBody />
    </WalletPageFrame>
  );
}
