import { integer, pick, seededRandom } from '../../../random.ts';
import type { ScoringIncident } from '../simulation/match-state.ts';
import type { Squad } from '../database/squads.ts';

export interface MatchEvent {
  /** Seconds of play. */
  at_second: number;
  minute: number;
  side: 'home' | 'away';
  kind: 'goal' | 'score' | 'yellow_card' | 'red_card' | 'substitution' | 'corner';
  player: string;
  /** Substitution: who came on. */
  player_in?: string;
}

interface MatchFacts {
  id: number;
  sport_id: number;
  home_team_id: number;
  away_team_id: number;
  played_seconds: number;
}

/**
 * What happened so far: goals from the database (scorers from the stored squads), plus cards, substitutions and corners generated for the match
 * (the same every time), up to the current second of play. Football only; basketball scoring is not listed play by play.
 */
export function matchEvents(
  match: MatchFacts,
  goals: readonly (ScoringIncident & { player?: string })[],
  teams: { home: Squad; away: Squad },
): MatchEvent[] {
  if (match.sport_id !== 1) return [];
  const random = seededRandom(match.id * 17);
  const events: MatchEvent[] = goals.map((g) => ({
    at_second: g.at_second,
    minute: Math.floor(g.at_second / 60) + 1,
    side: g.side,
    kind: 'goal',
    player: g.player || (pick(random, teams[g.side].starters) as Squad['starters'][number] | undefined)?.name || '',
  }));
  const extra: [MatchEvent['kind'], number][] = [
    ['yellow_card', integer(random, 1, 5)],
    ['red_card', random() < 0.15 ? 1 : 0],
    ['substitution', 6],
    ['corner', integer(random, 4, 12)],
  ];
  for (const [kind, count] of extra) {
    for (let n = 0; n < count; n++) {
      const side = random() < 0.5 ? 'home' : 'away';
      const at = kind === 'substitution' ? integer(random, 55 * 60, 88 * 60) : integer(random, 60, 90 * 60 - 1);
      const player = pick(random, teams[side].starters.slice(1)) as Squad['starters'][number] | undefined;
      const playerIn =
        kind === 'substitution' ? (pick(random, teams[side].substitutes) as Squad['substitutes'][number] | undefined) : undefined;
      // A team a data feed brought has no stored squad: no one to name, so no invented card or change for it.
      if (!player) continue;
      events.push({
        at_second: at,
        minute: Math.floor(at / 60) + 1,
        side,
        kind,
        player: player.name,
        ...(playerIn ? { player_in: playerIn.name } : {}),
      });
    }
  }
  return events
    .filter((e) => e.at_second <= match.played_seconds)
    .sort((a, b) => a.at_second - b.at_second || a.kind.localeCompare(b.kind));
}

const describe: Record<MatchEvent['kind'], (e: MatchEvent) => string> = {
  goal: (e) => `进球！${e.player} 破门得分`,
  score: (e) => `${e.player} 得分`,
  yellow_card: (e) => `${e.player} 吃到黄牌`,
  red_card: (e) => `${e.player} 被红牌罚下`,
  substitution: (e) => `换人：${e.player_in} 替换 ${e.player}`,
  corner: () => '获得角球',
};

const filler = ['双方在中场展开争夺', '主队尝试由边路突破', '客队组织反击', '比赛节奏放缓', '一次危险的传中被解围', '门将稳稳将球没收'];

/**
 * The text live feed: a line at kickoff (id 1), one every five minutes of play, one per event. Ids grow with time
 * (about 100 per second of play), so a client asks for lines after the last id it has (`startid`).
 */
export function textLive(match: MatchFacts, events: readonly MatchEvent[], startid: number, limit = 50) {
  const random = seededRandom(match.id * 23);
  const lines: { id: number; minute: number; side: string; kind: string; content: string }[] = [];
  if (match.played_seconds > 0 || events.length > 0) lines.push({ id: 1, minute: 0, side: '', kind: 'start', content: '比赛开始' });
  for (let second = 300; second <= match.played_seconds; second += 300)
    lines.push({ id: second * 100, minute: second / 60, side: '', kind: 'text', content: pick(random, filler) });
  // Events of one second get consecutive ids after that second's filler line (second * 100), so none collide.
  let previous = -1;
  let sameSecond = 0;
  for (const event of events) {
    sameSecond = event.at_second === previous ? sameSecond + 1 : 0;
    previous = event.at_second;
    lines.push({
      id: event.at_second * 100 + 2 + Math.min(sameSecond, 97),
      minute: event.minute,
      side: event.side,
      kind: event.kind,
      content: describe[event.kind](event),
    });
  }
  const ordered = lines.sort((a, b) => a.id - b.id).filter((line) => line.id > startid);
  return { list: ordered.slice(0, limit), has_more: ordered.length > limit };
}

/** What getMatchData answers: each statistic as `[home, away]`. */
export type MatchStatistics = Record<string, number[]>;

/**
 * Team statistics so far, growing with the whole minutes played (so they move when the bookmakers reprice, in the same
 * delta: docs/decisions.md "Statistics a goal implies"). The generated figures are the attempts that did not score;
 * each scoring incident adds what it implies: a football goal one shot and one shot on target, a basketball basket of
 * 2 or 3 points one shot (a free throw is no field goal attempt). So an admin goal moves them with its one row.
 */
export function matchStats(match: MatchFacts, events: readonly MatchEvent[], scoring: readonly ScoringIncident[]): MatchStatistics {
  const random = seededRandom(match.id * 29);
  const minutes = Math.floor(match.played_seconds / 60);
  const possession = integer(random, 38, 62);
  const count = (side: 'home' | 'away', kind: MatchEvent['kind']) => events.filter((e) => e.side === side && e.kind === kind).length;
  const rate = (per90: number) => Math.round((per90 * minutes) / 90);
  const pair = (per90: [number, number], implied: (side: 'home' | 'away') => number): [number, number] => [
    rate(per90[0]) + implied('home'),
    rate(per90[1]) + implied('away'),
  ];
  if (match.sport_id === 2) {
    const baskets = (side: 'home' | 'away') =>
      scoring.filter((s) => s.side === side && s.points >= 2 && s.at_second <= match.played_seconds).length;
    return {
      possession: [50, 50],
      shots: pair([85, 88], baskets),
      rebounds: [rate(44), rate(42)],
      assists: [rate(24), rate(23)],
      turnovers: [rate(13), rate(14)],
    };
  }
  const goals = (side: 'home' | 'away') => count(side, 'goal');
  return {
    possession: [possession, 100 - possession],
    shots: pair([integer(random, 8, 18), integer(random, 6, 16)], goals),
    shots_on_target: pair([integer(random, 3, 8), integer(random, 2, 7)], goals),
    corners: [count('home', 'corner'), count('away', 'corner')],
    yellow_cards: [count('home', 'yellow_card'), count('away', 'yellow_card')],
    red_cards: [count('home', 'red_card'), count('away', 'red_card')],
    fouls: [rate(integer(random, 8, 16)), rate(integer(random, 8, 16))],
  };
}
