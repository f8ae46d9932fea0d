import styled from '@emotion/styled';
import { useState } from 'react';
import type { BookmakerOdds } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { ChoiceBar } from '../../../../ui/choice-bar.tsx';
import { DataTable } from './data-table.tsx';
import { colors } from '../../../../core/theme/theme.ts';

type Market = 'europe' | 'asia' | 'total';

const Table = styled(DataTable)`
  margin-top: 0;
  td {
    padding: 0.375rem 0.125rem;
  }
  td:first-of-type {
    text-align: left;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
`;

/** Prices that went up are red and down green, as sports apps colour them; the opening price sits under the current one. */
const Price = styled.span<{ move: number }>`
  color: ${(p) => (p.move > 0 ? colors.danger : p.move < 0 ? colors.success : 'inherit')};
`;

function MovingPrice(props: { opening: number; current: number }) {
  return (
    <>
      <Price move={props.current - props.opening}>{props.current.toFixed(2)}</Price>
      <small>{props.opening.toFixed(2)}</small>
    </>
  );
}

/**
 * Odds per bookmaker (spec 000 §2 index tab): European 1X2 with opening and current prices and the bookmaker's
 * margin, the Asian handicap, and totals; one market at a time so the table fits a phone.
 */
export function OddsTab(props: { odds: readonly BookmakerOdds[] }) {
  const { t } = useT('score');
  const [market, setMarket] = useState<Market>('europe');
  const heads: Record<Market, string[]> = {
    europe: ['oddsTab.home', 'oddsTab.draw', 'oddsTab.away', 'oddsTab.margin'],
    asia: ['oddsTab.homePrice', 'oddsTab.handicap', 'oddsTab.awayPrice'],
    total: ['oddsTab.over', 'oddsTab.line', 'oddsTab.under'],
  };
  return (
    <div data-testid="odds">
      <ChoiceBar
        look="chips"
        label={t('oddsTab.market')}
        testId="odds-markets"
        value={market}
        onChange={setMarket}
        options={(['europe', 'asia', 'total'] as const).map((value) => ({ value, label: t(`oddsTab.${value}`) }))}
      />
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('oddsTab.bookmaker')}</th>
            {heads[market].map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.odds.map((row) => (
            <tr key={row.id} data-testid="bookmaker">
              <td>{row.name}</td>
              {market === 'europe' ? (
                <>
                  <td>
                    <MovingPrice opening={row.europe.opening.home} current={row.europe.current.home} />
                  </td>
                  <td>
                    <MovingPrice opening={row.europe.opening.draw} current={row.europe.current.draw} />
                  </td>
                  <td>
                    <MovingPrice opening={row.europe.opening.away} current={row.europe.current.away} />
                  </td>
                  <td data-testid="margin">{row.europe.margin.toFixed(2)}%</td>
                </>
              ) : market === 'asia' ? (
                <>
                  <td>{row.asia.home.toFixed(2)}</td>
                  <td>{row.asia.handicap}</td>
                  <td>{row.asia.away.toFixed(2)}</td>
                </>
              ) : (
                <>
                  <td>{row.total.over.toFixed(2)}</td>
                  <td>{row.total.line}</td>
                  <td>{row.total.under.toFixed(2)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
