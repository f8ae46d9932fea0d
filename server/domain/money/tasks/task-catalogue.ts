/**
 * The tasks (spec 000 §3 Task info; keys from its task-key list). Only tasks whose progress the server observes itself
 * are offered: sharing happens outside the app (docs/decisions.md).
 */
export interface TaskDefinition {
  /** The spec's task key. */
  prop: 'appFirstLogin' | 'inviteFriend' | 'watchLive' | 'readInfo' | 'sendComment' | 'sendGift';
  /** newbie: once per account; daily: once per server day (UTC+8). */
  kind: 'newbie' | 'daily';
  name: string;
  name_en: string;
  desc: string;
  stage_max: number;
  /** Gold paid by receiveReward. */
  reward: number;
}

export const taskDefinitions: readonly TaskDefinition[] = [
  {
    prop: 'appFirstLogin',
    kind: 'newbie',
    name: '首次登录',
    name_en: 'Primeiro acesso',
    desc: '登录即可领取新手奖励',
    stage_max: 1,
    reward: 5_000,
  },
  {
    prop: 'inviteFriend',
    kind: 'newbie',
    name: '邀请好友',
    name_en: 'Convide um amigo',
    desc: '邀请 1 位好友用你的邀请码注册',
    stage_max: 1,
    reward: 1_000,
  },
  {
    prop: 'watchLive',
    kind: 'daily',
    name: '观看直播',
    name_en: 'Assista às lives',
    desc: '今天进入 3 个不同的直播间',
    stage_max: 3,
    reward: 2_000,
  },
  { prop: 'readInfo', kind: 'daily', name: '阅读资讯', name_en: 'Leia notícias', desc: '今天阅读 3 篇资讯', stage_max: 3, reward: 1_500 },
  {
    prop: 'sendComment',
    kind: 'daily',
    name: '参与聊天',
    name_en: 'Participe do chat',
    desc: '今天在聊天中发言 5 次',
    stage_max: 5,
    reward: 1_500,
  },
  {
    prop: 'sendGift',
    kind: 'daily',
    name: '送出礼物',
    name_en: 'Envie um presente',
    desc: '今天在直播间送出 1 次礼物',
    stage_max: 1,
    reward: 500,
  },
];

/** Gold for the nth day of a check-in streak; the 7-day cycle then starts again. */
export const checkInAwards = [1_000, 1_000, 2_000, 2_000, 3_000, 3_000, 10_000] as const;

/** The gold of the `streak`th day of a check-in streak. */
export function checkInAward(streak: number): number {
  return checkInAwards[(streak - 1) % checkInAwards.length];
}
