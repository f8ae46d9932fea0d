import styled from '@emotion/styled';
import { useT } from '../../../../core/i18n/i18n.ts';
import { outcomes, percent } from '../../lib/model-kinds.ts';
import { Card } from '../remote-states.tsx';
import { Facts } from './analysis-parts.tsx';
import type { PoissonAnalysis } from '../../../../../schema/generated/api.ts';
import { colors } from '../../../../core/theme/theme.ts';

const Heat = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 2px;
  font-size: 0.625rem;
  text-align: center;
  span {
    padding: 0.3rem 0;
    border-radius: 3px;
  }
  .axis {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** The Poisson model: expected goals, 1X2 and over/under chances, and the score grid as a heat map. */
export function PoissonView(props: { analysis: PoissonAnalysis }) {
  const { t } = useT('data-model');
  const { analysis } = props;
  const top = Math.max(...analysis.matrix.flat());
  return (
    <>
      <Card data-testid="poisson-summary">
        <h2>{t('probabilities')}</h2>
        <Facts>
          <dt>{t('lambda')}</dt>
          <dd>
            {analysis.lambda.home.toFixed(2)} : {analysis.lambda.away.toFixed(2)}
          </dd>
          {outcomes.map((outcome) => (
            <FactRow
              key={outcome}
              label={t(`outcome.${outcome}`)}
              value={percent(analysis.probabilities[outcome])}
              testId={`probability-${outcome}`}
            />
          ))}
          <dt>{t('over25')}</dt>
          <dd>{percent(analysis.over25)}</dd>
          <dt>{t('under25')}</dt>
          <dd>{percent(analysis.under25)}</dd>
          <dt>{t('likelyScore')}</dt>
          <dd>
            {analysis.likelyScore.home}-{analysis.likelyScore.away} ({percent(analysis.likelyScore.probability)})
          </dd>
        </Facts>
      </Card>
      <Card>
        <h2>{t('matrix')}</h2>
        <Heat data-testid="score-matrix">
          <span className="axis" />
          {analysis.matrix[0].map((_, away) => (
            <span key={away} className="axis">
              {away}
            </span>
          ))}
          {analysis.matrix.flatMap((row, home) => [
            <span key={`h${home}`} className="axis">
              {home}
            </span>,
            ...row.map((chance, away) => (
              <span
                key={`${home}-${away}`}
                title={`${home}-${away}`}
                style={{ background: `color-mix(in srgb, ${colors.accent} ${Math.round((chance / top) * 45)}%, ${colors.surface})` }}
              >
                {(chance * 100).toFixed(1)}
              </span>
            )),
          ])}
        </Heat>
      </Card>
    </>
  );
}

function FactRow(props: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.value}</dd>
    </>
  );
}
