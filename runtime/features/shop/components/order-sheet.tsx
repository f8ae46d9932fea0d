import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Goods } from '../../../../schema/generated/api.ts';
import { newRequestId } from '../../../core/http/request-id.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { refreshUserInfo } from '../../../core/session/session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { SubmitButton } from '../../../ui/form.tsx';
import { useModalFocus } from '../../../ui/modal-focus.ts';
import { buy, getAddresses } from '../api/shop-calls.ts';
import { CouponPicker, useCheckoutCoupons } from './coupon-picker.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Sheet = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 30;
  padding: 1rem 1rem calc(1rem + env(safe-area-inset-bottom));
  border-radius: 1rem 1rem 0 0;
  background: ${(p) => p.theme.color.surface};
  box-shadow: 0 -4px 16px ${colors.shadow};
  h2 {
    margin: 0 2rem 0.25rem 0;
    font-size: 1rem;
  }
  p {
    margin: 0.25rem 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin: 0.625rem 0;
    font-size: 0.875rem;
  }
  select {
    width: 100%;
    height: 2.25rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
`;

/** Dims the shop behind the order sheet; a tap on it closes the sheet. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 29;
  background: ${colors.scrimLight};
`;

const Wide = styled(SubmitButton)`
  width: 100%;
`;

const Close = styled.button`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
`;

const Stepper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  button {
    width: 2rem;
    height: 2rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 50%;
    background: none;
    color: inherit;
    font: inherit;
  }
`;

const Outcome = styled.p<{ failed: boolean }>`
  && {
    color: ${(p) => (p.failed ? colors.danger : colors.success)};
  }
`;

const Was = styled.s`
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
`;

/**
 * The order sheet of one goods item: quantity, the delivery address for physical goods, the fan's coupons for this
 * order (the best one chosen, can be removed), the price before and after, and the purchase.
 */
export function OrderSheet(props: { goods: Goods; onClose(): void; onBought(quantity: number): void }) {
  const { t } = useT('shop');
  const lang = useAppStore((s) => s.lang);
  const { goods } = props;
  const addresses = useRemote(getAddresses, `addresses-${goods.id}`);
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const coupons = useCheckoutCoupons(goods.id, quantity);
  const list = addresses.state === 'ready' ? addresses.data.list : [];
  const addressId = chosen ?? list.find((a) => a.is_default)?.id ?? null;
  const price = (amount: number) => t(goods.currency, { price: formatBalance(amount, lang) });
  const max = Math.max(1, Math.min(goods.stock, 99));
  const before = goods.price * quantity;
  const coupon = coupons.selected;
  const sheet = useRef<HTMLElement>(null);
  // A dialog: focus moves in, stays in, Escape closes it, and focus goes back to the goods tapped.
  useModalFocus(sheet, props.onClose);
  const order = async () => {
    setBusy(true);
    try {
      const result = await buy({
        goods_id: goods.id,
        quantity,
        address_id: goods.is_virtual ? undefined : (addressId ?? undefined),
        benefit_id: coupon?.id,
        request_id: newRequestId(),
      });
      const { id, discount } = result.order;
      setOutcome({ text: discount > 0 ? t('boughtSaved', { id, saved: price(discount) }) : t('bought', { id }), failed: false });
      props.onBought(quantity);
      void refreshUserInfo();
    } catch (error) {
      setOutcome({ text: error instanceof Error ? error.message : t('loadFailed'), failed: true });
    } finally {
      // The coupon used (or refused) is asked for again: the list shows what is left.
      coupons.reload();
      setBusy(false);
    }
  };
  return (
    <Sheet ref={sheet} role="dialog" aria-modal="true" aria-label={lang === 'cn' ? goods.name : goods.name_en} data-testid="order-sheet">
      <Close type="button" aria-label={t('close')} onClick={props.onClose}>
        ×
      </Close>
      <h2>{lang === 'cn' ? goods.name : goods.name_en}</h2>
      {/* Descriptions are written in Chinese only. */}
      {lang === 'cn' ? <p>{goods.description}</p> : null}
      <div className="row">
        {t('quantity')}
        <Stepper>
          <button type="button" aria-label={t('less')} disabled={quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
            −
          </button>
          <b data-testid="order-quantity">{quantity}</b>
          <button type="button" aria-label={t('more')} disabled={quantity >= max} onClick={() => setQuantity(quantity + 1)}>
            +
          </button>
        </Stepper>
      </div>
      {goods.is_virtual ? (
        <p>{t('virtual')}</p>
      ) : (
        <>
          <div className="row">
            <label htmlFor="order-address">{t('address')}</label>
            <Link to="/user-center/my-address">{t('manageAddresses')}</Link>
          </div>
          {list.length > 0 ? (
            <select
              id="order-address"
              value={addressId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
              data-testid="order-address"
            >
              {list.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} {a.detail}
                </option>
              ))}
            </select>
          ) : (
            <p>{t('noAddress')}</p>
          )}
        </>
      )}
      <CouponPicker coupons={coupons} currency={goods.currency} />
      <div className="row">
        <strong data-testid="order-total">{t('total', { total: price(coupon ? coupon.pay : before) })}</strong>
        {coupon ? <Was data-testid="order-price">{price(before)}</Was> : null}
      </div>
      <Wide
        type="button"
        disabled={busy || coupons.loading || (!goods.is_virtual && addressId === null)}
        onClick={() => void order()}
        data-testid="order-buy"
      >
        {busy ? t('paying') : t('buy')}
      </Wide>
      {outcome ? (
        <Outcome failed={outcome.failed} data-testid="order-result" data-failed={outcome.failed}>
          {outcome.text}
        </Outcome>
      ) : null}
    </Sheet>
  );
}
