import type { Database } from '../db/database.ts';

const hour = 3600_000;

/**
 * Six activities around the clock, one in each status of spec 000 §4 (two in play): times are relative to now, so the
 * statuses hold whatever day the server starts. Written at every start, except what fans joined (see below). Status
 * rules: docs/decisions.md.
 */
export async function seedActivities(db: Database, now: Date): Promise<number> {
  const base = Math.floor(now.getTime() / hour) * hour;
  const at = (hours: number) => new Date(base + hours * hour).toISOString();
  const [live] = await db.query<{ id: number }>(
    'select id from matches where has_live and kickoff_time between $1 and $2 order by kickoff_time, id limit 1',
    [at(-2), at(0)],
  );
  const [called] = await db.query<{ id: number }>(
    'select id from matches where status_override is not null and kickoff_time < $1 order by kickoff_time desc, id limit 1',
    [at(0)],
  );
  type Row = [
    id: number,
    title: string,
    summary: string,
    body: string[],
    reward: string,
    matchId: number | null,
    start: string,
    end: string,
    override: number | null,
    fee: number,
    award: number,
  ];
  const activities: Row[] = [
    [
      1,
      '周末竞猜大赛',
      '报名参加本周末焦点战竞猜，活动结束后每位参与者获得 3000 金币。',
      ['报名费 1000 金币，活动开始前后均可报名。', '活动结束后，每位参与者获得 3000 金币参与奖。', '活动取消时，报名费全额退还。'],
      '3000 金币参与奖',
      null,
      at(48),
      at(216),
      null,
      1_000,
      3_000,
    ],
    [
      2,
      '每日签到挑战',
      '活动期间报名并坚持签到，活动结束后获得 500 金币。',
      ['免费报名，活动期间每天签到一次。', '活动结束后，每位参与者获得 500 金币。'],
      '500 金币',
      null,
      at(-24),
      at(120),
      null,
      0,
      500,
    ],
    [
      3,
      '直播间观赛有礼',
      '报名后观看焦点战直播，比赛日结束后获得 300 金币。',
      ['免费报名，比赛进行中进入直播间观赛。', '活动结束后，每位参与者获得 300 金币。'],
      '300 金币',
      live?.id ?? null,
      at(-2),
      at(22),
      null,
      0,
      300,
    ],
    [
      4,
      '篮球之夜',
      '篮球之夜观赛活动已结束，感谢参与。',
      ['活动已结束，参与奖已发放至参与者的钱包。'],
      '1000 金币',
      null,
      at(-120),
      at(-48),
      null,
      0,
      1_000,
    ],
    [
      5,
      '焦点战竞猜（比赛异常）',
      '比赛未能正常进行，报名费已退还。',
      ['由于比赛未能正常进行，本次竞猜取消。', '报名费已原路退还至钱包。'],
      '2000 金币参与奖',
      called?.id ?? null,
      at(-30),
      at(-6),
      3,
      500,
      2_000,
    ],
    [6, '春季球迷节', '活动已下线。', ['本活动已下线，敬请期待下一次活动。'], '球迷围巾', null, at(-72), at(72), 0, 0, 0],
  ];
  const columns = [
    'id',
    'title',
    'summary',
    'body',
    'cover',
    'reward',
    'match_id',
    'start_time',
    'end_time',
    'status_override',
    'entry_fee',
    'award',
  ];
  // Never deleted: fans' entries (and the fees they paid) refer to these rows across restarts. An activity that fans
  // have joined keeps its schedule, fee, award and the operator's decision; one without entries starts afresh. One an
  // operator edited in the console (edited_at) is left exactly as they wrote it.
  const schedule = ['match_id', 'start_time', 'end_time', 'status_override', 'entry_fee', 'award'];
  for (const [id, title, summary, body, reward, matchId, start, end, override, fee, award] of activities) {
    await db.query(
      `insert into activities (${columns.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (id) do update set title = excluded.title, summary = excluded.summary, body = excluded.body, cover = excluded.cover, reward = excluded.reward,
         ${schedule.map((c) => `${c} = case when exists (select 1 from activity_entries e where e.activity_id = activities.id) then activities.${c} else excluded.${c} end`).join(', ')}
       where activities.edited_at is null`,
      [id, title, summary, JSON.stringify(body), `/static/pictures/activity/${id}.svg`, reward, matchId, start, end, override, fee, award],
    );
  }
  return activities.length;
}
