import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Goods } from '../../../../schema/generated/api.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { getGoods } from '../api/shop-calls.ts';
import { Backdrop, OrderSheet } from '../components/order-sheet.tsx';
import { colors } from '../../../core/theme/theme.ts';

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
    color: ${colors.warning};
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

const Records = styled(Link)`
  display: block;
  margin: 0.5rem 0.75rem 0;
  color: ${(p) => p.theme.accent};
  font-size: 0.8125rem;
  text-align: right;
`;

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
      <ChoiceBar
        label={t('shop')}
        look="chips"
        value={category}
        onChange={setCategory}
        options={[{ value: '', label: t('all') }, ...categories.map((c) => ({ value: c.id, label: lang === 'cn' ? c.name : c.name_en }))]}
        testId="shop-categories"
      />
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
      {picked ? (
        <OrderSheet
          goods={picked}
          onClose={() => setPicked(null)}
          onBought={(quantity) => goods.update((items) => items.map((g) => (g.id === picked.id ? { ...g, stock: g.stock - quantity } : g)))}
        />
      ) : null}
    </Page>
  );
}
