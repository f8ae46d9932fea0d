import styled from '@emotion/styled';
import type { Gift } from '../../../../../schema/generated/api.ts';
import { serverUrl } from '../../../../core/http/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../../core/rules/display-rules.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0.375rem;
  margin: 0;
  padding: 0 0.75rem;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.125rem;
    width: 100%;
    padding: 0.5rem 0.125rem 0.375rem;
    border: 1px solid transparent;
    border-radius: 0.625rem;
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.primary};
    background: ${(p) => p.theme.color.background};
  }
  img {
    width: 2.5rem;
    height: 2.5rem;
  }
  span {
    max-width: 100%;
    overflow: hidden;
    font-size: 0.75rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
    white-space: nowrap;
  }
`;

const Counts = styled.div`
  display: flex;
  gap: 0.375rem;
  padding: 0.625rem 0.75rem 0;
  overflow-x: auto;
  button {
    flex: 1 0 auto;
    min-width: 2.5rem;
    height: 1.75rem;
    padding: 0 0.375rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 999px;
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.75rem;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.primary};
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
`;

/** A gift's name in the fan's language: Chinese for cn, English otherwise (the catalogue has no Portuguese names). */
export const giftName = (gift: Gift, language: string): string => (language === 'cn' ? gift.name : gift.name_en);

/** Gold as the app shows it (spec 000 §9: 万 units in Chinese; core formatBalance). */
export const showGold = (amount: number, language: string): string => formatBalance(amount, language === 'cn' ? 'cn' : 'pt-br');

/** The catalogue (icon, name, price) as a one-choice grid. Names come from the server: rendered as text only. */
export function GiftGrid(props: { gifts: Gift[]; selected: number; onSelect(id: number): void }) {
  const { t, i18n } = useT('live');
  return (
    <Grid data-testid="gift-list">
      {props.gifts.map((gift) => (
        <li key={gift.id}>
          <button type="button" data-testid="gift-item" aria-pressed={gift.id === props.selected} onClick={() => props.onSelect(gift.id)}>
            <img src={serverUrl(gift.icon)} alt="" />
            <span>{giftName(gift, i18n.language)}</span>
            <small>{t('gift.price', { price: showGold(gift.price, i18n.language) })}</small>
          </button>
        </li>
      ))}
    </Grid>
  );
}

/** The quantity presets of spec 000 §9, one chosen. */
export function GiftCounts(props: { counts: number[]; selected: number; onSelect(count: number): void }) {
  const { t } = useT('live');
  return (
    <Counts role="group" aria-label={t('gift.count')} data-testid="gift-counts">
      {props.counts.map((count) => (
        <button key={count} type="button" aria-pressed={count === props.selected} onClick={() => props.onSelect(count)}>
          {t('gift.countOption', { count })}
        </button>
      ))}
    </Counts>
  );
}
