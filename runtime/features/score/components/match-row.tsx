import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Match, Team } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { sportPath } from '../../../core/rules/match-status.ts';
import { rowSentence } from '../lib/row-sentence.ts';
import { cstDate, matchState, showsScore } from '../lib/schedule.ts';
import { competitionName, kickoffClock, teamName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { colors } from '../../../core/theme/theme.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';

/**
 * Room for names, in Chinese characters (cut by spec 000 §5 widths, see fittingWidth). A team has 84 px beside its
 * logo on a 375 px phone, 6 characters at 14 px. The league shares its line with the time and badges: 10 at 12 px.
 * The CSS ellipsis stays as the net for narrower phones.
 */
const teamRoom = 6;
const competitionRoom = 10;

const Card = styled.article`
  margin: 0 0.75rem 0.5rem;
  padding: 0.5rem 0.75rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  /* A day holds dozens of rows: those away from the screen are neither laid out nor painted (their two crests are SVG
     images, each painted on the main thread) until the fan scrolls near them, at a row's usual height meanwhile (92 px with the padding). */
  content-visibility: auto;
  contain-intrinsic-size: auto 4.5rem;
`;

const Meta = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 1.75rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  strong {
    overflow: hidden;
    max-width: 9rem;
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Badge = styled.span<{ tone: 'live' | 'soon' }>`
  padding: 0 0.375rem;
  border-radius: 0.25rem;
  background: ${(p) => (p.tone === 'live' ? colors.live : colors.highlight)};
  color: ${(p) => (p.tone === 'live' ? colors.onLive : colors.onHighlight)};
  font-size: 0.6875rem;
  line-height: 1.125rem;
`;

/** A goal just pushed: the badge and the score glow for a few seconds (a still highlight with reduced motion). */
const GoalBadge = styled(Badge)`
  animation: goal-pulse 0.8s ease-in-out 3;
  @keyframes goal-pulse {
    50% {
      transform: scale(1.15);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Star = styled.button<{ on: boolean }>`
  display: flex;
  margin-left: auto;
  padding: 0.25rem;
  border: 0;
  background: none;
  color: ${(p) => (p.on ? colors.warning : p.theme.color.textMuted)};
  cursor: pointer;
`;

const Teams = styled(Link)`
  display: grid;
  grid-template-columns: 1fr 5.5rem 1fr;
  align-items: center;
  color: inherit;
  text-decoration: none;
`;

const Side = styled.span<{ away?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.away ? 'row-reverse' : 'row')};
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  text-align: ${(p) => (p.away ? 'left' : 'right')};
  img {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
  }
  span {
    overflow: hidden;
    flex: 1;
    font-size: 0.875rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Centre = styled.span<{ goal: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.125rem;
  b {
    padding: 0 0.375rem;
    border-radius: 0.25rem;
    background: ${(p) => (p.goal ? colors.live : 'transparent')};
    color: ${(p) => (p.goal ? colors.onLive : 'inherit')};
    font-size: 1.125rem;
    font-variant-numeric: tabular-nums;
    transition:
      background 0.4s,
      color 0.4s;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  @media (prefers-reduced-motion: reduce) {
    b {
      transition: none;
    }
  }
  .clock {
    color: ${(p) => p.theme.accent};
    font-weight: 600;
  }
`;

function TeamSide(props: { team: Team; lang: string; away?: boolean }) {
  const name = teamName(props.team, props.lang);
  return (
    <Side away={props.away} aria-hidden="true">
      <span title={name}>{fitToRoom(name, teamRoom, props.lang)}</span>
      <img src={serverUrl(props.team.logo)} alt="" loading="lazy" />
    </Side>
  );
}

/**
 * One match of the schedule: league, kickoff, live badge, follow star, the teams, the score and the ticking clock.
 * `withDate` puts the kickoff's day before its time, for lists that are not one day's (search results); `goal` marks
 * a goal that was just pushed (the score list, for a few seconds).
 */
export function MatchRow(props: {
  match: Match;
  nowMs: number;
  fetchedAtMs: number;
  onFollow: (match: Match) => void;
  withDate?: boolean;
  goal?: boolean;
}) {
  const { t, i18n } = useT('score');
  const { match } = props;
  const state = matchState(match, props.nowMs, props.fetchedAtMs);
  const sentence = rowSentence(match, state, i18n.language, t);
  return (
    <Card data-testid="match-row" data-match={match.id} data-sport={match.sport_id} data-goal={props.goal ? 'true' : undefined}>
      <Meta>
        <strong>{fitToRoom(competitionName(match.matchevent, i18n.language), competitionRoom, i18n.language)}</strong>
        <span>
          {props.withDate
            ? `${cstDate(match.start_time * 1000).slice(5)} ${kickoffClock(match.start_time)}`
            : kickoffClock(match.start_time)}
        </span>
        {match.live ? <Badge tone="live">{t('live')}</Badge> : null}
        {state.kind === 'soon' ? <Badge tone="soon">{t('soon')}</Badge> : null}
        {props.goal ? (
          <GoalBadge tone="live" data-testid="goal-mark">
            {t('goal')}
          </GoalBadge>
        ) : null}
        <Star
          type="button"
          on={match.attented === 1}
          aria-pressed={match.attented === 1}
          aria-label={t(match.attented ? 'unfollow' : 'follow')}
          onClick={() => props.onFollow(match)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
              fill={match.attented ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </Star>
      </Meta>
      <Teams to={`/score/detail/${sportPath(match.sport_id)}/${match.id}`}>
        {/* The link's name is this sentence; the drawn parts are hidden from screen readers, not from sight. */}
        <VisuallyHidden>{sentence}</VisuallyHidden>
        <TeamSide team={match.hometeam} lang={i18n.language} />
        <Centre goal={props.goal === true} aria-hidden="true">
          <b data-testid="match-score">{showsScore(match) ? `${match.home_score} - ${match.away_score}` : t('vs')}</b>
          {state.kind === 'clock' ? (
            <small className="clock" data-testid="match-clock">
              {state.periodKey ? `${t(state.periodKey)} ` : ''}
              {state.text}
            </small>
          ) : state.kind === 'label' ? (
            <small>{t(state.key)}</small>
          ) : null}
        </Centre>
        <TeamSide team={match.awayteam} lang={i18n.language} away />
      </Teams>
    </Card>
  );
}
