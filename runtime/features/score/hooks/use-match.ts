import { useEffect, useState } from 'react';
import type { Match } from '../../../../schema/generated/api.ts';
import { isInPlay, sport } from '../../../core/rules/match-status.ts';
import { matchDetailApi } from '../api/match-detail.ts';
import { useLoaded } from './use-loaded.ts';

/** A live match's score and status move: the scoreboard is fetched again this often, and the clock ticks in between. */
const liveRefreshMs = 30_000;

/**
 * Which sport a match is, when the address does not say (/score/detail/{matchid}): football is asked first, and a
 * "not this sport" answer means basketball.
 */
async function findMatch(matchid: number, sportHint: number | undefined): Promise<Match> {
  if (sportHint) return matchDetailApi.info(sportHint, matchid);
  try {
    return await matchDetailApi.info(sport.football, matchid);
  } catch {
    return matchDetailApi.info(sport.basketball, matchid);
  }
}

/** One match for the detail pages, with when it arrived (the basketball clock counts down from it). */
export function useMatch(matchid: number, sportHint: number | undefined) {
  const [live, setLive] = useState(false);
  const loaded = useLoaded(`${sportHint}-${matchid}`, async () => ({ match: await findMatch(matchid, sportHint), fetchedAt: Date.now() }), live ? liveRefreshMs : undefined);
  const match = loaded.status === 'ready' ? loaded.data.match : undefined;
  useEffect(() => setLive(match ? isInPlay(match.sport_id, match.status) : false), [match]);
  return loaded;
}
