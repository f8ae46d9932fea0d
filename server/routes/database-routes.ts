import type { FastifyInstance } from 'fastify';
import { ApiError, apiStatus, ok } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { integer, seededRandom } from '../seed/random.ts';
import { leagueTable, leagueTeams } from '../services/league-table.ts';
import { squad } from '../services/match-detail/players.ts';
import { loadMatches } from '../services/matches.ts';
import type { ServerContext } from '../services/server-context.ts';

interface League {
  id: number;
  sport_id: number;
  name_zh: string;
  short_name_zh: string;
  name_en: string;
  logo: string;
}

const nations = ['阿根廷', '法国', '西班牙', '英格兰', '巴西', '葡萄牙', '荷兰', '比利时', '意大利', '德国', '克罗地亚', '摩洛哥', '哥伦比亚', '乌拉圭', '美国', '墨西哥', '日本', '瑞士', '塞内加尔', '伊朗', '丹麦', '韩国', '澳大利亚', '乌克兰', '奥地利', '瑞典', '匈牙利', '尼日利亚', '波兰', '埃及', '沙特阿拉伯', '卡塔尔', '中国', '加拿大', '智利', '秘鲁', '厄瓜多尔', '挪威', '土耳其', '捷克'];

/** FIFA-style national team ranking: points fall with rank, the same every time. */
function fifaRanking() {
  const random = seededRandom(2026);
  let points = 1880;
  return nations.map((name, i) => {
    points -= integer(random, 3, 22);
    return { rank: i + 1, team_id: 5000 + i, name_zh: name, logo: `/static/logos/country/${5000 + i}.svg`, points, change: integer(random, -3, 3) };
  });
}

/** The sports database (spec 000 §7 /api/SportDatabase/...). Its home call's path is not shown; ours is getHome. */
export function databaseRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const leagues = () => context.cache.get('db-leagues', () => db.query<League>('select id, sport_id, name_zh, short_name_zh, name_en, logo from leagues order by id'));
  const league = async (id: number) => {
    const found = (await leagues()).find((l) => l.id === id);
    if (!found) throw new ApiError(apiStatus.notFound, '赛事不存在');
    return found;
  };
  const table = (l: League) => leagueTable(context, l.id, l.sport_id);
  const season = () => `${clock.now().getUTCFullYear()}`;
  const body = { schema: { body: ref('database/event.request') } };
  type EventBody = { Body: { event_id: number; type: 1 | 2 | 3 } };

  app.post('/api/SportDatabase/getHome', async () => {
    const all = await leagues();
    const hotTeams = (await Promise.all(all.slice(0, 4).map(async (l) => (await table(l))[0]))).filter(Boolean);
    return ok({ hot_events: all, hot_teams: hotTeams, fifa_top: fifaRanking().slice(0, 10) });
  });

  app.post<{ Body: { sport_id: number } }>('/api/SportDatabase/getEventList', { schema: { body: ref('database/page.request') } }, async (request) => {
    const all = await leagues();
    return ok({ list: all.filter((l) => !request.body.sport_id || l.sport_id === request.body.sport_id) });
  });

  app.post<EventBody>('/api/SportDatabase/getEventInfo', body, async (request) => {
    const l = await league(request.body.event_id);
    return ok({ ...l, season: season(), team_count: (await leagueTeams(context, l.id)).length });
  });

  app.post<EventBody>('/api/SportDatabase/getEventView', body, async (request) => {
    const l = await league(request.body.event_id);
    const rows = await table(l);
    const played = rows.reduce((n, r) => n + r.played, 0) / 2;
    const scored = rows.reduce((n, r) => n + r.goals_for, 0);
    return ok({ event: l, season: season(), matches_played: played, goals: scored, goals_per_match: Number((scored / played).toFixed(2)), leader: rows[0] });
  });

  app.post<EventBody>('/api/SportDatabase/getEventIntegral', body, async (request) => {
    const l = await league(request.body.event_id);
    const rows = await table(l);
    // Home and away tables: the season split the same way for every team (about half the games each).
    const share = request.body.type === 1 ? 1 : request.body.type === 2 ? 0.55 : 0.45;
    const split = rows.map((r) => ({ ...r, played: Math.round(r.played / (share === 1 ? 1 : 2)), won: Math.round(r.won * share), lost: Math.round(r.lost * (share === 1 ? 1 : 1 - share)), points: Math.round(r.points * share) }));
    split.sort((a, b) => b.points - a.points || a.team_id - b.team_id);
    return ok({ type: request.body.type, list: split.map((r, i) => ({ ...r, rank: i + 1 })) });
  });

  app.post<EventBody>('/api/SportDatabase/getEventRank', body, async (request) => {
    const l = await league(request.body.event_id);
    const random = seededRandom(l.id * 97);
    const players = (await leagueTeams(context, l.id)).flatMap((t) => squad(t.id, l.sport_id).starters.filter((p) => !['G', 'D'].includes(p.position)).map((p) => ({ ...p, team_id: t.id, team_name: t.name_zh, value: l.sport_id === 2 ? integer(random, 8, 32) : integer(random, 0, 18) })));
    players.sort((a, b) => b.value - a.value || a.id - b.id);
    return ok({ kind: l.sport_id === 2 ? 'points_per_game' : 'goals', list: players.slice(0, 20).map((p, i) => ({ rank: i + 1, ...p })) });
  });

  app.post<EventBody>('/api/SportDatabase/getEventMatch', body, async (request) => {
    const l = await league(request.body.event_id);
    return ok({ list: await loadMatches(context, clock.now(), 'm.league_id = $1', [l.id]) });
  });

  app.post<{ Body: { page: number; size: number } }>('/api/SportDatabase/getFifaRank', { schema: { body: ref('database/page.request') } }, async (request) => {
    const all = fifaRanking();
    const { page, size } = request.body;
    return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
  });

  for (const [path, sportId] of [['getHotFootballRank', 1], ['getHotBasketballRank', 2]] as const) {
    app.post(`/api/SportDatabase/${path}`, async () => {
      const tables = await Promise.all((await leagues()).filter((l) => l.sport_id === sportId).map(async (l) => ({ event: l, list: (await table(l)).slice(0, 5) })));
      return ok(tables);
    });
  }
}
