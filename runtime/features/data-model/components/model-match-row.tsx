import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { ModelMatch } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { slugOf } from '../lib/model-kinds.ts';
import { MatchLine } from './match-line.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Row = styled(Link)`
  display: block;
  margin: 0.5rem 0.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  text-decoration: none;
  footer {
    display: flex;
    justify-content: space-between;
    margin-top: 0.375rem;
    font-size: 0.75rem;
    color: ${(p) => p.theme.color.textMuted};
  }
  em {
    font-style: normal;
    font-weight: 600;
    color: ${(p) => p.theme.accent};
  }
  .hit-1 {
    color: ${colors.danger};
  }
  .hit-2 {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** A padlock, drawn (an emoji would be an empty box on a phone without an emoji font). */
function LockIcon() {
  return (
    <svg width="11" height="11" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A match of a model's list: the match, the pick when the fan may see it, the hit once finished, or the lock. */
export function ModelMatchRow(props: { item: ModelMatch }) {
  const { t } = useT('data-model');
  const { item } = props;
  return (
    <Row to={`/data/model/detail/${slugOf(item.kind)}/${item.id}`} data-testid="model-match" data-match={item.id} data-status={item.status}>
      <MatchLine match={item.match} modelStatus={item.status} />
      <footer>
        <span>
          {t('pick')}:{' '}
          {item.pick ? (
            <em data-testid="model-pick">{t(`outcome.${item.pick}`)}</em>
          ) : (
            <span data-testid="model-locked">
              <LockIcon /> {t('locked')}
            </span>
          )}
        </span>
        {item.hit ? (
          <strong className={`hit-${item.hit}`} data-testid="model-hit">
            {t(`hit.${item.hit}`)}
          </strong>
        ) : null}
      </footer>
    </Row>
  );
}
