import styled from '@emotion/styled';
import type { Match } from '../../../../../schema/generated/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { isWaiting, sport } from '../../../../core/rules/match-status.ts';
import type { VoteTally } from '../../lib/vote-tally.ts';
import { teamName } from '../../../../core/rules/display-rules.ts';
import { Section } from './section.tsx';

const Choices = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 0.5rem;
`;

const Choice = styled.button`
  position: relative;
  overflow: hidden;
  min-height: 3.25rem;
  padding: 0.375rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  font-size: 0.8125rem;
  &[aria-pressed='true'] {
    border-color: ${(p) => p.theme.accent};
    font-weight: 600;
  }
  &:disabled {
    cursor: default;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

/**
 * The match quiz (docs/decisions.md): "who wins?" with home, draw (football only) and away. The server answers a vote
 * with the tally, so shares are shown once the fan has voted; voting is open until kickoff, and a second vote replaces the first.
 */
export function QuizTab(props: { match: Match; tally: VoteTally | null; onVote: (team: 'home' | 'draw' | 'away') => void }) {
  const { t, i18n } = useT('score');
  const { match, tally } = props;
  const open = isWaiting(match.sport_id, match.status);
  const options = match.sport_id === sport.football ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const);
  const total = tally ? tally.home + tally.draw + tally.away : 0;
  const label = { home: teamName(match.hometeam, i18n.language), draw: t('quiz.draw'), away: teamName(match.awayteam, i18n.language) };
  return (
    <Section data-testid="quiz">
      <h2>{t('quiz.question')}</h2>
      <Choices>
        {options.map((option) => (
          <Choice key={option} type="button" disabled={!open} aria-pressed={tally?.mine === option} onClick={() => props.onVote(option)}>
            {label[option]}
            {tally ? <small data-testid="quiz-share">{total === 0 ? '0%' : `${Math.round((tally[option] / total) * 100)}%`}</small> : null}
          </Choice>
        ))}
      </Choices>
      <Note>{open ? (tally ? t('quiz.voted', { count: total }) : t('quiz.hint')) : t('quiz.closed')}</Note>
    </Section>
  );
}
