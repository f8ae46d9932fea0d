import { useT } from '../../../../core/i18n/i18n.ts';
import { outcomes, percent } from '../../lib/model-kinds.ts';
import { Card } from '../remote-states.tsx';
import { Facts, NumberTable } from './analysis-parts.tsx';
import type { MarginAnalysis } from '../../../../../schema/generated/api.ts';

/** The margin model: each bookmaker's overround and fair odds, the market's consensus, the best prices and their value. */
export function MarginView(props: { analysis: MarginAnalysis }) {
  const { t } = useT('data-model');
  const { analysis } = props;
  return (
    <>
      <Card data-testid="margin-summary">
        <h2>{t('consensus')}</h2>
        <NumberTable>
          <thead>
            <tr>
              <th />
              {outcomes.map((o) => (
                <th key={o}>{t(`outcome.${o}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t('consensus')}</td>
              {outcomes.map((o) => (
                <td key={o}>{percent(analysis.consensus.probabilities[o])}</td>
              ))}
            </tr>
            <tr>
              <td>{t('fairOdds')}</td>
              {outcomes.map((o) => (
                <td key={o}>{analysis.consensus.fair[o].toFixed(2)}</td>
              ))}
            </tr>
            <tr>
              <td>{t('best')}</td>
              {outcomes.map((o) => (
                <td key={o}>{analysis.best[o].odds.toFixed(2)}</td>
              ))}
            </tr>
            <tr>
              <td>{t('edge')}</td>
              {outcomes.map((o) => (
                <td key={o} className={o === analysis.pick ? 'best' : ''}>
                  {percent(analysis.edges[o])}
                </td>
              ))}
            </tr>
          </tbody>
        </NumberTable>
      </Card>
      <Card>
        <h2>{t('overround')}</h2>
        <NumberTable data-testid="margin-bookmakers">
          <thead>
            <tr>
              <th>{t('bookmaker')}</th>
              <th>{t('overround')}</th>
              {outcomes.map((o) => (
                <th key={o}>{t(`outcome.${o}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analysis.bookmakers.map((b) => (
              <tr key={b.bookmaker_id} className={b.bookmaker_id === analysis.lowestOverroundId ? 'best' : ''}>
                <td>{b.name}</td>
                <td>{b.overround.toFixed(2)}%</td>
                {outcomes.map((o) => (
                  <td key={o}>{b.fair[o].toFixed(2)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </NumberTable>
      </Card>
      <Card>
        <Facts>
          <dt>{t('edge')}</dt>
          <dd>{percent(analysis.edge)}</dd>
        </Facts>
      </Card>
    </>
  );
}
