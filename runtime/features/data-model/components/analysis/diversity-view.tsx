import { outcomes } from '../../lib/model-kinds.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { Card } from '../remote-states.tsx';
import { NumberTable } from './analysis-parts.tsx';
import type { DiversityAnalysis } from '../../../../../schema/generated/api.ts';

/** The diversity model: per outcome the bookmakers' mean odd, its spread and range, and the index of the three. */
export function DiversityView(props: { analysis: DiversityAnalysis }) {
  const { t } = useT('data-model');
  const { analysis } = props;
  return (
    <Card data-testid="diversity-summary">
      <h2>
        {t('diversityIndex')} {analysis.index.toFixed(2)} · {t(`level.${analysis.level}`)}
      </h2>
      <NumberTable>
        <thead>
          <tr>
            <th />
            <th>{t('mean')}</th>
            <th>{t('cv')}</th>
            <th>{t('lowest')}</th>
            <th>{t('highest')}</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((o) => (
            <tr key={o} className={o === analysis.pick ? 'best' : ''}>
              <td>{t(`outcome.${o}`)}</td>
              <td>{analysis.spread[o].mean.toFixed(2)}</td>
              <td>{analysis.spread[o].cv.toFixed(2)}%</td>
              <td>{analysis.spread[o].min.odds.toFixed(2)}</td>
              <td>{analysis.spread[o].max.odds.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </NumberTable>
    </Card>
  );
}
