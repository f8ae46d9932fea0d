import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Goods } from '../../../../schema/generated/api.ts';
import { newRequestId } from '../../../core/http/request-id.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { refreshUserInfo, requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { SubmitButton } from '../../../ui/form.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { buy, getAddresses, getGoods } from '../api/shop-calls.ts';

const { PagedView } = loadStates('shop', 'shop');

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 0.5rem;
  margin: 0 0.75rem;
  padding: 0;
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0 0 0.5rem;
  overflow: hidden;
  border: 0;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${(p) => p.theme.color.background};
  }
  strong,
  span,
  small {
    padding: 0 0.5rem;
  }
  strong {
    margin-top: 0.375rem;
    overflow: hidden;
    font-size: 0.8125rem;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  span {
    color: #b7791f;
    font-size: 0.875rem;
    font-weight: 600;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  &:disabled {
    opacity: 0.55;
  }
`;

const Sheet = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 30;
  padding: 1rem 1rem calc(1rem + env(safe-area-inset-bottom));
  border-radius: 1rem 1rem 0 0;
  background: ${(p) => p.theme.color.surface};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.18);
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

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 29;
  background: rgba(0, 0, 0, 0.45);
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
    color: ${(p) => (p.failed ? '#e5484d' : '#16a34a')};
  }
`;

const Records = styled(Link)`
  display: block;
  margin: 0.5rem 0.75rem 0;
  color: ${(p) => p.theme.accent};
  font-size: 0.8125rem;
  text-align: right;
`;

/** The order sheet of one goods item: quantity, the delivery address for physical goods, the total, and the purchase. */
function OrderSheet(props: { goods: Goods; onClose(): void; onBought(quantity: number): void }) {
  const { t } = useT('shop');
  const lang = useAppStore((s) => s.lang);
  const { goods } = props;
  const addresses = useRemote(getAddresses, `addresses-${goods.id}`);
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const list = addresses.state === 'ready' ? addresses.data.list : [];
  const addressId = chosen ?? list.find((a) => a.is_default)?.id ?? null;
  const price = (amount: number) => t(goods.currency, { price: formatBalance(amount, lang) });
  const max = Math.max(1, Math.min(goods.stock, 99));
  const order = async () => {
    setBusy(true);
    try {
      const result = await buy({ goods_id: goods.id, quantity, address_id: goods.is_virtual ? undefined : (addressId ?? undefined), request_id: newRequestId() });
      setOutcome({ text: t('bought', { id: result.order.id }), failed: false });
      props.onBought(quantity);
      void refreshUserInfo();
    } catch (error) {
      setOutcome({ text: error instanceof Error ? error.message : t('loadFailed'), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Sheet role="dialog" aria-label={lang === 'cn' ? goods.name : goods.name_en} data-testid="order-sheet">
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
            <select id="order-address" value={addressId ?? ''} onChange={(e) => setChosen(Number(e.target.value))} data-testid="order-address">
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
      <div className="row">
        <strong data-testid="order-total">{t('total', { total: price(goods.price * quantity) })}</strong>
      </div>
      <Wide type="button" disabled={busy || (!goods.is_virtual && addressId === null)} onClick={() => void order()} data-testid="order-buy">
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

/**
 * /newshop: goods by category with price and stock (sold-out goods cannot be picked), and the order sheet. Paying
 * takes gold or diamonds through the ledger, one request id per tap; physical goods go to a saved address.
 */
export default function ShopPage() {
  const { t } = useT('shop');
  const lang = useAppStore((s) => s.lang);
  const signedIn = useSession((s) => Boolean(s.user));
  const [category, setCategory] = useState('');
  const [picked, setPicked] = useState<Goods | null>(null);
  const [categories, setCategories] = useState<{ id: string; name: string; name_en: string }[]>([]);
  const goods = usePagedList(
    async (page) => {
      const answer = await getGoods(category, page);
      setCategories(answer.categories);
      return answer;
    },
    category,
    (g) => g.id,
  );
  const pick = (item: Goods) => (signedIn ? setPicked(item) : void requireLogin());
  return (
    <Page data-page="shop">
      <BackHeader title={t('shop')} backLabel={t('back')} fallback="/user-center" />
      <ChoiceBar label={t('shop')} look="chips" value={category} onChange={setCategory} options={[{ value: '', label: t('all') }, ...categories.map((c) => ({ value: c.id, label: lang === 'cn' ? c.name : c.name_en }))]} testId="shop-categories" />
      {signedIn ? <Records to="/newshop/records">{t('records')}</Records> : null}
      <PagedView list={goods} empty={t('noGoods')} testId="goods">
        <Grid>
          {goods.items.map((item) => (
            <li key={item.id}>
              <Item type="button" disabled={item.stock === 0} onClick={() => pick(item)} data-testid="goods" data-goods={item.id}>
                <img src={item.image} alt="" loading="lazy" width="160" height="160" />
                <strong>{lang === 'cn' ? item.name : item.name_en}</strong>
                <span>{t(item.currency, { price: formatBalance(item.price, lang) })}</span>
                <small>{item.stock === 0 ? t('soldOut') : t('stock', { stock: item.stock })}</small>
              </Item>
            </li>
          ))}
        </Grid>
      </PagedView>
      {picked ? <Backdrop onClick={() => setPicked(null)} data-testid="order-backdrop" /> : null}
      {picked ? <OrderSheet goods={picked} onClose={() => setPicked(null)} onBought={(quantity) => goods.update((items) => items.map((g) => (g.id === picked.id ? { ...g, stock: g.stock - quantity } : g)))} /> : null}
    </Page>
  );
}
