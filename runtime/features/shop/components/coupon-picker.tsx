import styled from '@emotion/styled';
import { useState } from 'react';
import type { CheckoutCoupon } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { getCoupons } from '../api/shop-calls.ts';

/** The checkout's coupons: what applies to this order (the server's list, best first) and the fan's choice. */
export interface CheckoutCoupons {
  list: CheckoutCoupon[];
  /** The coupon the order will use: the fan's choice, else the best one; null when none or the fan removed it. */
  selected: CheckoutCoupon | null;
  /** A coupon id, or null for "no coupon". */
  choose(id: number | null): void;
  loading: boolean;
  reload(): void;
}

/**
 * Asks for the coupons of `quantity` of the goods whenever the quantity changes. While a new list loads the previous
 * one stays on screen (no jump) and the purchase waits; a choice that no longer applies falls back to the best.
 */
export function useCheckoutCoupons(goodsId: number, quantity: number): CheckoutCoupons {
  const [round, setRound] = useState(0);
  const [choice, setChoice] = useState<number | 'none' | null>(null);
  const remote = useRemote(() => getCoupons(goodsId, quantity), `${goodsId}-${quantity}-${round}`);
  // The last answer, kept through the next load (React's "state from the previous render" pattern).
  const [list, setList] = useState<CheckoutCoupon[]>([]);
  const answered = remote.state === 'ready' ? remote.data.list : remote.state === 'error' ? [] : list;
  if (answered !== list) setList(answered);
  const selected = choice === 'none' ? null : (list.find((c) => c.id === choice) ?? list[0] ?? null);
  return {
    list,
    selected,
    choose: (id) => setChoice(id ?? 'none'),
    loading: remote.state === 'loading',
    reload: () => setRound((n) => n + 1),
  };
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0.625rem 0;
  font-size: 0.875rem;
  select,
  span {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    min-height: 2.25rem;
  }
  span {
    padding: 0 0.625rem;
    border: 1px dashed ${(p) => p.theme.color.border};
    border-radius: 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/** The coupon row of the order sheet: a choice of the applicable coupons, each with what it saves, or "none". */
export function CouponPicker(props: { coupons: CheckoutCoupons; currency: 'gold' | 'diamond' }) {
  const { t } = useT('shop');
  const lang = useAppStore((s) => s.lang);
  const { list, selected, choose } = props.coupons;
  const saving = (c: CheckoutCoupon) =>
    t('couponSaves', { name: c.name, saved: t(props.currency, { price: formatBalance(c.discount, lang) }) });
  return (
    <Row>
      <label htmlFor="order-coupon">{t('coupon')}</label>
      {list.length > 0 ? (
        <select
          id="order-coupon"
          value={selected?.id ?? 'none'}
          onChange={(e) => choose(e.target.value === 'none' ? null : Number(e.target.value))}
          data-testid="order-coupon"
        >
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {saving(c)}
            </option>
          ))}
          <option value="none">{t('noCoupon')}</option>
        </select>
      ) : (
        <span data-testid="order-no-coupon">{t('couponNone')}</span>
      )}
    </Row>
  );
}
