import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { DomainError } from '../../domain/errors.ts';
import { ref } from '../../http/api-schemas.ts';
import { serverDayRange, serverDayStart } from '../../clock.ts';
import { loadMatches, phaseOf } from '../../domain/matches/matches.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import { containing } from '../../services/search.ts';
import type { ServerContext } from '../../server-context.ts';

/** The race calls around the schedule: follows, votes, tags, counts, leagues by date, search, recommendations. */
export function raceExtraRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const today = () => [serverDayStart(clock.now()).toISOString(), serverDayStart(clock.now(), 1).toISOString()];

  app.post('/api/race/getAttentMatchlist', async (request) => {
    const user = await requireUser(context, request);
    // Follows change with every tap: read them live; only the match rows come through the cache.
    const ids = (
      await db.query<{ match_id: number }>('select match_id from attentions where user_id = $1 order by match_id', [user.id])
    ).map((r) => r.match_id);
    const list = ids.length === 0 ? [] : await loadMatches(context, clock.now(), 'm.id = any($1)', [ids], user.id);
    return ok({ list, total: list.length });
  });

  app.post('/api/race/getRaceTag', async () => {
    const leagues = await context.cache.get('race-tags', () =>
      db.query<{ id: number; sport_id: number; short_name_zh: string; logo: string }>(
        'select id, sport_id, short_name_zh, logo from leagues order by id',
      ),
    );
    return ok(leagues.map((l) => ({ id: l.id, sport_id: l.sport_id, name: l.short_name_zh, logo: l.logo })));
  });

  app.post('/api/race/getRaceSubTab', async () =>
    ok([
      { key: 'all', name: '全部', name_en: 'All' },
      { key: 'hot', name: '热门', name_en: 'Hot' },
      { key: 'jc', name: '竞彩', name_en: 'JC' },
      { key: 'bd', name: '北单', name_en: 'BD' },
    ]),
  );

  app.post<{ Body: { sport_id: number } }>(
    '/api/race/getRecentMatchCount',
    { schema: { body: ref('race/sport.request') } },
    async (request) => {
      const params: unknown[] = today();
      const sport = request.body.sport_id ? ` and m.sport_id = $${params.push(request.body.sport_id)}` : '';
      const matches = await loadMatches(context, clock.now(), `m.kickoff_time >= $1 and m.kickoff_time < $2${sport}`, params);
      const count = (phase: string) => matches.filter((m) => phaseOf(m.sport_id, m.status) === phase).length;
      return ok({ today: matches.length, inplay: count('inplay'), waiting: count('waiting'), finished: count('finished') });
    },
  );

  app.post<{ Body: { matchid: number; team: 'home' | 'draw' | 'away' } }>(
    '/api/race/vote_race_team',
    { schema: { body: ref('race/vote.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const [match] = await loadMatches(context, clock.now(), 'm.id = $1', [request.body.matchid]);
      if (!match) throw new DomainError('NOT_FOUND', '比赛不存在');
      await db.query(
        'insert into match_votes (user_id, match_id, team, created_at) values ($1, $2, $3, $4) on conflict (user_id, match_id) do update set team = excluded.team',
        [user.id, request.body.matchid, request.body.team, clock.now().toISOString()],
      );
      const rows = await db.query<{ team: string; votes: number }>(
        'select team, count(*)::int as votes from match_votes where match_id = $1 group by team',
        [request.body.matchid],
      );
      const tally = { home: 0, draw: 0, away: 0, ...Object.fromEntries(rows.map((r) => [r.team, Number(r.votes)])) };
      return ok({ ...tally, mine: request.body.team });
    },
  );

  app.post<{ Body: { date: string } }>('/api/race/getEventByDate', { schema: { body: ref('race/date.request') } }, async (request) => {
    const day = serverDayRange(request.body.date);
    if (!day) throw new DomainError('BAD_INPUT', '参数错误: date 不是有效日期');
    const rows = await db.query<{ id: number; sport_id: number; name_zh: string; short_name_zh: string; logo: string; matches: number }>(
      `select l.id, l.sport_id, l.name_zh, l.short_name_zh, l.logo, count(*)::int as matches from matches m join leagues l on l.id = m.league_id
       where m.kickoff_time >= $1 and m.kickoff_time < $2 group by l.id order by l.id`,
      day,
    );
    return ok(rows.map((r) => ({ ...r, matches: Number(r.matches) })));
  });

  app.post<{ Body: { keyword: string; sport: number } }>(
    '/api/race/getRaceSearch',
    { schema: { body: ref('race/search.request') } },
    async (request) => {
      // The keyword is data: it goes in as a parameter, with LIKE's wildcards escaped.
      const params: unknown[] = [containing(request.body.keyword)];
      const sport = request.body.sport ? ` and m.sport_id = $${params.push(request.body.sport)}` : '';
      const list = await loadMatches(
        context,
        clock.now(),
        `(h.name_zh ilike $1 or a.name_zh ilike $1 or h.name_en ilike $1 or a.name_en ilike $1 or l.name_zh ilike $1 or l.short_name_zh ilike $1)${sport}`,
        params,
        await optionalUserId(context, request),
      );
      return ok({ list: list.slice(0, 50), total: list.length });
    },
  );

  app.post('/api/race/getRecMath', async (request) => {
    const matches = await loadMatches(
      context,
      clock.now(),
      'm.kickoff_time >= $1 and m.kickoff_time < $2 and m.hot',
      today(),
      await optionalUserId(context, request),
    );
    return ok({ list: matches.filter((m) => ['inplay', 'waiting'].includes(phaseOf(m.sport_id, m.status))).slice(0, 10) });
  });
}
