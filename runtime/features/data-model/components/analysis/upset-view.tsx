import { useT } from '../../../../core/i18n/i18n.ts';
import { percent } from '../../lib/model-kinds.ts';
import { Card } from '../remote-states.tsx';
import { Facts } from './analysis-parts.tsx';
import type { UpsetAnalysis } from '../../../../../schema/generated/api.ts';

/** The upset model: the market's favourite, its chance by the market and by the season's results, and the index. */
export function UpsetView(props: { analysis: UpsetAnalysis }) {
  const { t } = useT('data-model');
  const { analysis } = props;
  return (
    <Card data-testid="upset-summary">
      <h2>{analysis.alert ? t('alert') : t('noAlert')}</h2>
      <Facts>
        <dt>{t('favourite')}</dt>
        <dd>{t(`outcome.${analysis.favourite}`)}</dd>
        <dt>{t('implied')}</dt>
        <dd>{percent(analysis.implied)}</dd>
        <dt>{t('modelProbability')}</dt>
        <dd>{percent(analysis.model)}</dd>
        <dt>{t('upsetIndex')}</dt>
        <dd data-testid="upset-index">{analysis.index.toFixed(1)}</dd>
      </Facts>
    </Card>
  );
}
