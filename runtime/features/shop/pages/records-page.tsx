import styled from '@emotion/styled';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { serverDay } from '../../../core/rules/server-time.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { getOrders } from '../api/shop-calls.ts';
import { colors } from '../../../core/theme/theme.ts';

const { PagedView } = loadStates('shop', 'shop');

const Orders = styled.ul`
  margin: 0.625rem 0.75rem;
  padding: 0 0.75rem;
  list-style: none;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  li {
    display: grid;
    grid-template-columns: 3rem 1fr auto;
    gap: 0.125rem 0.625rem;
    padding: 0.625rem 0;
    font-size: 0.875rem;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  img {
    grid-row: 1 / span 3;
    width: 3rem;
    height: 3rem;
    border-radius: 0.375rem;
  }
  small {
    grid-column: 2 / span 2;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    /* The address is the fan's own text: a long word wraps instead of widening the page. */
    overflow-wrap: anywhere;
  }
  b[data-status='2'] {
    color: ${colors.success};
  }
`;

function OrderList() {
  const { t } = useT('shop');
  const lang = useAppStore((s) => s.lang);
  const orders = usePagedList(
    (page) => getOrders(page),
    'orders',
    (o) => o.id,
  );
  return (
    <PagedView list={orders} empty={t('noOrders')} testId="orders">
      {orders.items.length > 0 ? (
        <Orders>
          {orders.items.map((order) => (
            <li key={order.id} data-testid="order" data-status={order.status}>
              <img src={order.image} alt="" width="48" height="48" />
              <span>
                {lang === 'cn' ? order.name : order.name_en} × {order.quantity}
              </span>
              <b data-status={order.status}>{t(`status.${order.status}`)}</b>
              <small>
                {t(order.currency, { price: formatBalance(order.amount, lang) })} · {serverDay(order.time)}
              </small>
              {order.coupon ? (
                <small data-testid="order-coupon">
                  {t('price', { price: t(order.currency, { price: formatBalance(order.price, lang) }) })} ·{' '}
                  {t('saved', { coupon: order.coupon.name, saved: t(order.currency, { price: formatBalance(order.discount, lang) }) })}
                </small>
              ) : null}
              {order.address ? (
                <small>
                  {order.address.name} {order.address.mobile} {order.address.detail}
                </small>
              ) : null}
            </li>
          ))}
        </Orders>
      ) : null}
    </PagedView>
  );
}

/** /newshop/records: the fan's orders, newest first, with their state (待发货 or 已完成), the coupon used and where they go. */
export default function ShopRecordsPage() {
  const { t } = useT('shop');
  const signedIn = useSession((s) => Boolean(s.user));
  return (
    <Page data-page="shop-records">
      <BackHeader title={t('records')} backLabel={t('back')} fallback="/newshop" />
      {signedIn ? (
        <OrderList />
      ) : (
        <MessagePanel
          testId="shop-guest"
          title={t('loginFirst')}
          text=""
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('login')}
            </PillButton>
          }
        />
      )}
    </Page>
  );
}
