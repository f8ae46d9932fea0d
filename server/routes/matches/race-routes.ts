import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { DomainError } from '../../domain/errors.ts';
import { ref } from '../../http/api-schemas.ts';
import { serverDayRange } from '../../clock.ts';
import { loadMatches, phaseOf, type MatchView } from '../../domain/matches/matches.ts';
import { optionalUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

type Filter = 'all' | 'finished' | 'unfinished' | 'waiting' | 'inplay';
type Tab = 'all' | 'hot' | 'jc' | 'bd';

/** Match filters of spec 000 §4; "unfinished" is everything not finished yet. */
export function matchesFilter(match: MatchView, filter: Filter): boolean {
  const phase = phaseOf(match.sport_id, match.status);
  if (filter === 'all') return true;
  if (filter === 'unfinished') return phase !== 'finished';
  return phase === filter;
}

export function raceRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Body: { date: string; sport_id?: number; filter?: Filter; tab?: Tab } }>(
    '/api/race/getDateMatch',
    { schema: { body: ref('race/date-match.request') } },
    async (request) => {
      const { date, sport_id = 0, filter = 'all', tab = 'all' } = request.body;
      const day = serverDayRange(date);
      if (!day) throw new DomainError('BAD_INPUT', '参数错误: date 不是有效日期');
      const params: unknown[] = [...day];
      const sportClause = sport_id ? ` and m.sport_id = $${params.push(sport_id)}` : '';
      const matches = await loadMatches(
        context,
        context.clock.now(),
        `m.kickoff_time >= $1 and m.kickoff_time < $2${sportClause}`,
        params,
        await optionalUserId(context, request),
      );
      const list = matches.filter((m) => matchesFilter(m, filter) && (tab === 'all' || m[tab] === 1));
      return ok({ list, total: list.length });
    },
  );
}
