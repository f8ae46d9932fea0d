import type {
  DiversityAnalysis,
  MarginAnalysis,
  ModelDetail,
  PoissonAnalysis,
  UpsetAnalysis,
} from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { Card } from '../remote-states.tsx';
import { DiversityView } from './diversity-view.tsx';
import { MarginView } from './margin-view.tsx';
import { PoissonView } from './poisson-view.tsx';
import { UpsetView } from './upset-view.tsx';

/** A model's whole analysis of a match: its pick, its numbers, and the inputs it read (so a fan can check them). */
export function AnalysisView(props: { detail: ModelDetail }) {
  const { t } = useT('data-model');
  const { detail } = props;
  const { inputs } = detail;
  // The analysis's shape follows the kind (ModelDetail's schema lists the four).
  return (
    <div data-testid="model-analysis" data-kind={detail.kind}>
      <Card>
        <h2>
          {t('pick')}: <span data-testid="analysis-pick">{t(`outcome.${detail.pick}`)}</span>
          {detail.hit ? ` · ${t(`hit.${detail.hit}`)}` : ''}
        </h2>
      </Card>
      {detail.kind === 2 ? <PoissonView analysis={detail.analysis as PoissonAnalysis} /> : null}
      {detail.kind === 4 ? <MarginView analysis={detail.analysis as MarginAnalysis} /> : null}
      {detail.kind === 1 ? <UpsetView analysis={detail.analysis as UpsetAnalysis} /> : null}
      {detail.kind === 3 ? <DiversityView analysis={detail.analysis as DiversityAnalysis} /> : null}
      <Card data-testid="model-inputs">
        <h2>{t('inputs')}</h2>
        <p>{t('recentRecord', { side: t('home'), ...inputs.home })}</p>
        <p>{t('recentRecord', { side: t('away'), ...inputs.away })}</p>
        <p>{t('leagueAverage', { value: inputs.leagueAverage.toFixed(2) })}</p>
        <p>{t('bookmakers', { count: inputs.bookmakers })}</p>
        <p>{t('howComputed')}</p>
      </Card>
    </div>
  );
}
