import type { Database } from '../db/database.ts';
import { insertRows } from './sports-data.ts';

const hour = 3600_000;

/**
 * Six activities around the clock, one in each status of spec 000 §4 (two in play): times are relative to now, so the
 * statuses hold whatever day the server starts. Rebuilt at every start. Status rules: docs/decisions.md.
 */
export async function seedActivities(db: Database, now: Date): Promise<number> {
  const base = Math.floor(now.getTime() / hour) * hour;
  const at = (hours: number) => new Date(base + hours * hour).toISOString();
  const [live] = await db.query<{ id: number }>('select id from matches where has_live and kickoff_time between $1 and $2 order by kickoff_time, id limit 1', [at(-2), at(0)]);
  const [called] = await db.query<{ id: number }>('select id from matches where status_override is not null and kickoff_time < $1 order by kickoff_time desc, id limit 1', [at(0)]);
  type Row = [id: number, title: string, summary: string, body: string[], reward: string, matchId: number | null, start: string, end: string, override: number | null];
  const activities: Row[] = [
    [1, '周末竞猜大赛', '竞猜本周末焦点战，猜中比分赢金币。', ['报名后在比赛开始前提交比分竞猜。', '猜中比分的球迷平分 100 万金币奖池。', '比赛取消或延期时，报名费全额退还。'], '100 万金币奖池', null, at(48), at(216), null],
    [2, '每日签到挑战', '连续签到 7 天，额外赠送 VIP 周卡。', ['活动期间每天签到一次。', '连续 7 天签到的球迷获赠 VIP 周卡一张。'], 'VIP 周卡', null, at(-24), at(120), null],
    [3, '直播间观赛有礼', '观看焦点战直播并发言，抽取球衣。', ['比赛进行中进入直播间并发言即可参与抽奖。', '比赛结束后 24 小时内公布中奖名单。'], '主场球衣 2026', live?.id ?? null, at(-2), at(22), null],
    [4, '篮球之夜', '篮球之夜观赛活动已结束，感谢参与。', ['活动已结束，奖励已发放至获奖用户的钱包。'], '5 万金币', null, at(-120), at(-48), null],
    [5, '焦点战竞猜（比赛异常）', '比赛未能正常进行，报名费已退还。', ['由于比赛未能正常进行，本次竞猜取消。', '报名费已原路退还至钱包。'], '50 万金币奖池', called?.id ?? null, at(-30), at(-6), 3],
    [6, '春季球迷节', '活动已下线。', ['本活动已下线，敬请期待下一次活动。'], '球迷围巾', null, at(-72), at(72), 0],
  ];
  const rows = activities.map(([id, title, summary, body, reward, matchId, start, end, override]) => [id, title, summary, JSON.stringify(body), `/static/pictures/activity/${id}.svg`, reward, matchId, start, end, override]);
  await db.transaction(async (tx) => {
    await tx.exec('delete from activities;');
    await insertRows(tx, 'activities', ['id', 'title', 'summary', 'body', 'cover', 'reward', 'match_id', 'start_time', 'end_time', 'status_override'], rows);
  });
  return rows.length;
}
