import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { serverDayStart } from '../seed/sports-data.ts';
import { loadMatches, phaseOf } from '../services/matches.ts';
import { optionalUserId } from '../services/optional-user.ts';
import type { ServerContext } from '../services/server-context.ts';

export function homeRoutes(app: FastifyInstance, context: ServerContext): void {
  /** The home headline (spec 000 §3 homeData): hot and recommended matches of today; rooms arrive with the live data. */
  app.post('/api/home/getHomeData', async (request) => {
    const now = context.clock.now();
    const today = await loadMatches(context.db, now, 'm.kickoff_time >= $1 and m.kickoff_time < $2', [serverDayStart(now).toISOString(), serverDayStart(now, 1).toISOString()], await optionalUserId(context, request));
    const open = today.filter((m) => phaseOf(m.sport_id, m.status) !== 'finished' && phaseOf(m.sport_id, m.status) !== 'other');
    return ok({
      hot: today.filter((m) => m.hot === 1).slice(0, 10),
      rec_matchs: open.slice(0, 6),
      lives: [],
      anchorm_lives: [],
      rec_anchors: [],
      srec_lives: [],
      announcement: '',
    });
  });
}
