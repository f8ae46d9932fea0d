import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { getWallet } from '../api/wallet-calls.ts';
import { formatCash, RemoteView } from '../components/wallet-parts.tsx';
import { WalletPageFrame } from '../components/wallet-page-frame.tsx';

const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0.75rem;
  padding: 1.25rem 0;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  text-align: center;
  dt {
    font-size: 0.75rem;
    opacity: 0.85;
  }
  dd {
    margin: 0.375rem 0 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const Links = styled.nav`
  margin: 0.75rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 3rem;
    padding: 0 1rem;
    color: inherit;
    font-size: 0.9375rem;
    text-decoration: none;
  }
  a + a {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  a::after {
    content: '›';
    color: ${(p) => p.theme.color.textMuted};
    font-size: 1.25rem;
  }
`;

const Lifetime = styled.p`
  margin: 0 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

/** /user-center/wallet: the fan's gold, diamonds and their cash value, and the ways to recharge, withdraw and look back. */
function WalletPageBody() {
  const { t } = useT('wallet');
  const lang = useAppStore((s) => s.lang);
  const wallet = useRemote(getWallet, 'wallet');
  return (
    <>
      <RemoteView remote={wallet} rows={2}>
        {(data) => (
          <>
            <Balances data-testid="wallet-balances">
              <div>
                <dt>{t('gold')}</dt>
                <dd data-testid="wallet-gold">{formatBalance(data.gold, lang)}</dd>
              </div>
              <div>
                <dt>{t('diamond')}</dt>
                <dd data-testid="wallet-diamond">{formatBalance(data.diamond, lang)}</dd>
              </div>
              <div>
                <dt>{t('money')}</dt>
                <dd data-testid="wallet-money">{formatCash(data.diamond * data.fen_per_diamond, lang)}</dd>
              </div>
            </Balances>
            <Lifetime>{t('lifetime', { total: formatBalance(data.diamond_total, lang) })}</Lifetime>
          </>
        )}
      </RemoteView>
      <Links>
        <Link to="/recharge">{t('recharge')}</Link>
        <Link to="/user-center/withdraw">{t('withdraw')}</Link>
        <Link to="/user-center/balance">{t('balance')}</Link>
        <Link to="/trans-log">{t('transactions')}</Link>
      </Links>
    </>
  );
}

export default function WalletPage() {
  const { t } = useT('wallet');
  return (
    <WalletPageFrame page="wallet" title={t('wallet')} fallback="/user-center">
      <WalletPageBody />
    </WalletPageFrame>
  );
}
