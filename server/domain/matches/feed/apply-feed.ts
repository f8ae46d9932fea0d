import type { Database } from '../../ports.ts';
import { standingDeskStatus, voidByFeed } from '../desk/desk-store.ts';
import type { FeedMatch } from './feed-adapter.ts';
import { feedKey, insertFeedLeague, insertFeedTeam, newFeedKey, replaceResult, storedFeedMatch, upsertFeedMatch } from './feed-store.ts';

export interface FeedSummary {
  created: number;
  updated: number;
  unchanged: number;
  leaguesCreated: number;
  teamsCreated: number;
}

const sportIds = { football: 1, basketball: 2 } as const;
/** The feed's statuses as the app's codes (spec 000 §4); scheduled leaves the match to the clock. */
const statusCodes = {
  football: { scheduled: null, finished: 8, postponed: 9, cancelled: 12 },
  basketball: { scheduled: null, finished: 10, postponed: 13, cancelled: 12 },
} as const;
/** Seconds of play at full time: a result's incidents sit there, so the score shows whole once the match is over. */
const fullTime = { football: 90 * 60, basketball: 48 * 60 } as const;

/**
 * Writes valid feed matches in one transaction (all or none): leagues and teams found or made by name, matches keyed
 * by the provider's id, so a re-import updates and never duplicates. A finished match's score replaces its incidents;
 * any other status leaves them (goals the match desk posted live stay). The match desk's status events give way to a
 * definite status of the feed (not "scheduled"), and its goals to a result (marked void, the desk shows them replaced). `record` runs last in the same transaction
 * (the audit entry), so the change and its record are there together or not at all.
 */
export function applyFeed(
  db: Database,
  provider: string,
  matches: readonly FeedMatch[],
  record?: (tx: Database, summary: FeedSummary) => Promise<void>,
): Promise<FeedSummary> {
  return db.transaction(async (tx) => {
    const summary: FeedSummary = { created: 0, updated: 0, unchanged: 0, leaguesCreated: 0, teamsCreated: 0 };
    for (const match of matches) {
      const sportId = sportIds[match.sport];
      const leagueKey = `${match.sport}/${match.league}`;
      let leagueId = await feedKey(tx, provider, 'league', leagueKey);
      if (leagueId === undefined) {
        leagueId = await newFeedKey(tx, provider, 'league', leagueKey);
        await insertFeedLeague(tx, { id: leagueId, sportId, name: match.league });
        summary.leaguesCreated++;
      }
      const team = async (name: string) => {
        const key = `${leagueKey}/${name}`;
        const found = await feedKey(tx, provider, 'team', key);
        if (found !== undefined) return found;
        const id = await newFeedKey(tx, provider, 'team', key);
        await insertFeedTeam(tx, { id, sportId, leagueId, name });
        summary.teamsCreated++;
        return id;
      };
      const known = await feedKey(tx, provider, 'match', match.id);
      const id = known ?? (await newFeedKey(tx, provider, 'match', match.id));
      // "Scheduled" says nothing of a match's live state: a status the match desk set stands until the feed sends a
      // definite one (finished, postponed, cancelled), so a provider's periodic fixture list never undoes half time.
      const deskStatus = known !== undefined && match.status === 'scheduled' ? await standingDeskStatus(tx, id) : undefined;
      const row = {
        sportId,
        leagueId,
        homeTeamId: await team(match.home),
        awayTeamId: await team(match.away),
        kickoff: match.kickoff,
        status: deskStatus ?? statusCodes[match.sport][match.status],
      };
      const before = known === undefined ? undefined : await storedFeedMatch(tx, id);
      if (before && same(before, row, match)) {
        summary.unchanged++;
        continue;
      }
      await upsertFeedMatch(tx, { id, ...row });
      // A definite status and a result win over the match desk's (docs/decisions.md "The match desk, the simulator
      // and the feed").
      if (match.status !== 'scheduled') await voidByFeed(tx, id, ['status'], provider);
      if (match.homeScore !== undefined && match.awayScore !== undefined) {
        await replaceResult(tx, id, resultIncidents(match, match.homeScore, match.awayScore));
        await voidByFeed(tx, id, ['goal'], provider);
      }
      if (before) summary.updated++;
      else summary.created++;
    }
    await record?.(tx, summary);
    return summary;
  });
}

function same(
  before: NonNullable<Awaited<ReturnType<typeof storedFeedMatch>>>,
  row: Omit<typeof before, 'id' | 'home' | 'away'>,
  match: FeedMatch,
) {
  const scoreSame = match.homeScore === undefined || (before.home === match.homeScore && before.away === match.awayScore);
  return (
    scoreSame &&
    before.sportId === row.sportId &&
    before.leagueId === row.leagueId &&
    before.homeTeamId === row.homeTeamId &&
    before.awayTeamId === row.awayTeamId &&
    before.kickoff.getTime() === row.kickoff.getTime() &&
    before.status === row.status
  );
}

/** Football: one goal per point (the text live lists goals); basketball: one incident per side with its points. */
function resultIncidents(match: FeedMatch, home: number, away: number) {
  const atSecond = fullTime[match.sport];
  if (match.sport === 'basketball')
    return (['home', 'away'] as const)
      .map((side) => ({ side, kind: 'score', points: side === 'home' ? home : away, atSecond }))
      .filter((i) => i.points > 0);
  return [
    ...Array.from({ length: home }, () => ({ side: 'home' as const, kind: 'goal', points: 1, atSecond })),
    ...Array.from({ length: away }, () => ({ side: 'away' as const, kind: 'goal', points: 1, atSecond })),
  ];
}
