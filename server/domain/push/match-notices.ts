import type { LiveFacts } from '../matches/detail/live-facts.ts';
import { phaseOf } from '../matches/matches.ts';

/** What a fan may choose to hear (docs/push.md "Topics"). */
export const pushTopics = ['kickoff', 'goal', 'red_card', 'half_time', 'full_time', 'anchor_live'] as const;
export type PushTopic = (typeof pushTopics)[number];

/** The names a notice shows, in both languages (the matches' Chinese and English names). */
export type MatchNames = Record<'league' | 'league_en' | 'home' | 'home_en' | 'away' | 'away_en', string>;

/** One thing that happened to a match, worth a notification to its followers who chose its topic. */
export interface MatchNotice {
  /**
   * Names the event the same on every node (a goal by its incident's row id, a red card by the side's count): the key
   * the deliveries are recorded under, so no node sends it twice.
   */
  key: string;
  topic: PushTopic;
  matchId: number;
  sportId: number;
  /** The notification's title and text in each language of the sites. */
  text: Record<'cn' | 'pt-br', { title: string; body: string }>;
}

type Facts = Pick<LiveFacts, 'status' | 'home_score' | 'away_score' | 'red_cards' | 'scored'>;

/** The half-time break's status per sport (simulation/match-state.ts): football 3; basketball 5, between the halves. */
const halfTimeStatus: Record<number, number> = { 1: 3, 2: 5 };

/**
 * The notices one change of a match makes, from the facts published before it to those after (jobs/match-deltas.ts):
 * kickoff, each new football goal, each new red card, half time and full time. A basketball score moves every few
 * seconds, so its baskets make no notice, as they make no goal notice in the app.
 */
export function matchNotices(matchId: number, sportId: number, names: MatchNames, before: Facts, after: Facts): MatchNotice[] {
  const notices: MatchNotice[] = [];
  const score = {
    cn: `${names.home} ${after.home_score}-${after.away_score} ${names.away}`,
    pt: `${names.home_en} ${after.home_score}-${after.away_score} ${names.away_en}`,
  };
  const add = (key: string, topic: PushTopic, cn: [string, string], pt: [string, string]) =>
    notices.push({ key, topic, matchId, sportId, text: { cn: { title: cn[0], body: cn[1] }, 'pt-br': { title: pt[0], body: pt[1] } } });
  const was = phaseOf(sportId, before.status);
  const is = phaseOf(sportId, after.status);
  if (was === 'waiting' && is === 'inplay')
    add(
      `kickoff:${matchId}`,
      'kickoff',
      ['比赛开始', `${names.league} ${names.home} vs ${names.away}`],
      ['Começou o jogo', `${names.league_en}: ${names.home_en} x ${names.away_en}`],
    );
  if (sportId === 1) {
    const told = new Set(before.scored.map((incident) => incident.id));
    for (const incident of after.scored) {
      if (told.has(incident.id)) continue;
      const team = incident.side === 'home' ? names : { home: names.away, home_en: names.away_en };
      add(
        `goal:${incident.id}`,
        'goal',
        [`进球！${score.cn}`, `${team.home} 进球 · ${names.league}`],
        [`Gol! ${score.pt}`, `Gol de ${team.home_en} · ${names.league_en}`],
      );
    }
  }
  (['home', 'away'] as const).forEach((side, index) => {
    const team = side === 'home' ? [names.home, names.home_en] : [names.away, names.away_en];
    for (let count = before.red_cards[index] + 1; count <= after.red_cards[index]; count++)
      add(`red:${matchId}:${side}:${count}`, 'red_card', [`红牌 · ${team[0]}`, score.cn], [`Cartão vermelho · ${team[1]}`, score.pt]);
  });
  if (after.status !== before.status && after.status === halfTimeStatus[sportId])
    add(`half:${matchId}`, 'half_time', ['半场结束', score.cn], ['Intervalo', score.pt]);
  if (was !== 'finished' && is === 'finished') add(`full:${matchId}`, 'full_time', ['全场结束', score.cn], ['Fim de jogo', score.pt]);
  return notices;
}

/** Where a tap on the notice opens the app: the match's detail page under /m/. */
export function matchPath(matchId: number, sportId: number): string {
  return `/m/score/detail/${sportId === 2 ? 'basketball' : 'football'}/${matchId}`;
}
