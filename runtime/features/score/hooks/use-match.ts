import { useState } from 'react';
import type { Match } from '../../../../schema/generated/api.ts';
import { isApiStatus } from '../../../core/http/http-errors.ts';
import { sport } from '../../../core/rules/match-status.ts';
import { matchDetailApi } from '../api/match-detail.ts';
import { matchRefreshMs } from '../lib/match-refresh.ts';
import { useLoaded } from './use-loaded.ts';

/**
 * Which sport a match is, when the address does not say (/score/detail/{matchid}): football is asked first, and a
 * "not this sport" answer means basketball.
 */
async function findMatch(matchid: number, sportHint: number | undefined): Promise<Match> {
  if (sportHint) return matchDetailApi.info(sportHint, matchid);
  try {
    return await matchDetailApi.info(sport.football, matchid);
  } catch (error) {
    // Only the server's "no such football match" means "try basketball"; a dropped connection is a failure.
    if (!isApiStatus(error)) throw error;
    return matchDetailApi.info(sport.basketball, matchid);
  }
}

/**
 * One match for the detail pages, with when it arrived (the basketball clock counts down from it). Without a valid
 * id nothing is asked: the page says the match was not found.
 */
export function useMatch(matchid: number | undefined, sportHint: number | undefined) {
  const load = async () => {
    if (matchid === undefined) throw new Error('no match id');
    return { match: await findMatch(matchid, sportHint), fetchedAt: Date.now() };
  };
  const [refreshMs, setRefreshMs] = useState<number | undefined>();
  const loaded = useLoaded(`${sportHint}-${matchid}`, load, refreshMs);
  // The refresh follows the match's phase as last loaded: a waiting match refreshes until it goes live, then faster.
  const next = matchRefreshMs(loaded.status === 'ready' ? loaded.data.match : undefined);
  if (next !== refreshMs) setRefreshMs(next);
  return loaded;
}
