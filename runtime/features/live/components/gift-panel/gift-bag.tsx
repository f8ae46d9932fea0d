import styled from '@emotion/styled';
import type { BagItems } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { serverDay } from '../../../../core/rules/server-time.ts';
import { serverUrl } from '../../../../core/http/api.ts';

type BagItem = BagItems['list'][number];

const Bag = styled.section`
  margin: 0.75rem 0.75rem 0;
  h3 {
    margin: 0 0 0.375rem;
    font-size: 0.8125rem;
  }
  ul {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    overflow-x: auto;
    list-style: none;
  }
  button {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    padding: 0.375rem 0.625rem;
    border: 1px dashed ${(p) => p.theme.primary};
    border-radius: 0.5rem;
    background: none;
    color: ${(p) => p.theme.color.text};
    font: inherit;
    font-size: 0.75rem;
    white-space: nowrap;
    cursor: pointer;
  }
  img {
    width: 1.5rem;
    height: 1.5rem;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** A coupon's last day, in China Standard Time like the server's days: MM-DD in Chinese, DD/MM in Portuguese. */
function lastDay(expiresAt: number, language: string): string {
  const [, month, day] = serverDay(expiresAt).split('-');
  return language === 'cn' ? `${month}-${day}` : `${day}/${month}`;
}

/**
 * The fan's bag (spec 000 §1 userBagItems; docs/decisions.md "The bag"): each gift coupon sends its gifts in one tap,
 * without gold. Shown only when the bag holds something.
 */
export function GiftBag(props: { items: BagItem[]; busy: boolean; onSend(item: BagItem): void }) {
  const { t, i18n } = useT('live');
  if (props.items.length === 0) return null;
  return (
    <Bag data-testid="gift-bag">
      <h3>{t('gift.bag')}</h3>
      <ul>
        {props.items.map((item) => (
          <li key={item.id}>
            <button type="button" data-testid="bag-item" disabled={props.busy} onClick={() => props.onSend(item)}>
              <img src={serverUrl(item.icon)} alt="" />
              <span>
                {t('gift.bagSend', { gift: i18n.language === 'cn' ? item.name : item.name_en, count: item.count })}
                <br />
                <small>{t('gift.bagUntil', { day: lastDay(item.expires_at, i18n.language) })}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Bag>
  );
}
