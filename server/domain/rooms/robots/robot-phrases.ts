/**
 * What the robots say in a Chinese site (robot-phrases-pt.ts has the Portuguese): lines for any room, lines for football and basketball by the
 * phase of the match the room covers, and bursts for the match's moments. `{team}` is the short name of the side a
 * moment belongs to. Plain text only, no markup, no word the chat's blocked-word list refuses.
 */

/** Lines that fit any room, with or without a match. */
export const anyRoomLines = [
  '主播晚上好',
  '来了来了',
  '占个座',
  '支持主播',
  '主播说得对',
  '有道理',
  '学到了',
  '同意楼上',
  '哈哈哈',
  '666',
  '今天人好多',
  '来晚了，错过什么了？',
  '画面很清楚',
  '主播声音好听',
  '打卡',
  '前排围观',
  '这个分析到位',
  '今晚有什么比赛推荐？',
];

export type MatchPhase = 'before' | 'play' | 'break' | 'after';

/** Lines by sport and phase of the match. */
export const phaseLines: Record<'football' | 'basketball', Record<MatchPhase, readonly string[]>> = {
  football: {
    before: [
      '还有多久开球？',
      '首发出来了吗？',
      '预测一下比分',
      '今晚看好主队',
      '这场应该有进球',
      '等开球',
      '两队上次交手打得很激烈',
      '主播觉得谁能赢？',
    ],
    play: [
      '这球传得好',
      '防守太松了',
      '中场控制不错',
      '门将今天状态很好',
      '这脚射门可惜了',
      '越位了吧？',
      '裁判这哨有问题',
      '边路突破漂亮',
      '快进一个吧',
      '节奏有点慢',
      '角球机会！',
      '这配合太丝滑了',
      '压上去了',
      '反击好快',
      '换人吧教练',
      '这都不给点球？',
      '稳住，别丢球',
      '传中质量太差了',
      '后腰跑得真勤',
      '前锋要多跑位',
      '这个过人漂亮！',
      '任意球位置不错',
      '该给黄牌',
      '这球差一点',
      '门柱！',
    ],
    break: ['中场休息，去倒杯水', '上半场踢得一般', '下半场要变阵了', '希望下半场进球', '主播聊聊上半场', '中场数据怎么看？'],
    after: ['比赛结束了', '这场值了', '踢得好！', '主播辛苦了', '明天再来', '这场裁判还行', '赛后采访什么时候？'],
  },
  basketball: {
    before: ['还有多久开打？', '首发名单出来了吗？', '今晚谁能拿下？', '期待一场好球', '主播看好哪边？', '等开场'],
    play: [
      '这个三分准',
      '篮板要抢啊',
      '防守！防守！',
      '快攻漂亮',
      '这个暴扣太帅了',
      '罚球要稳',
      '犯规了吧',
      '挡拆配合得好',
      '外线手感不错',
      '内线太强了',
      '这节打得快',
      '换防慢了',
      '这个盖帽！',
      '中投很稳',
      '传球太妙了',
      '打得真激烈',
      '追回来了',
      '要暂停了吧',
      '这球走步了吧？',
    ],
    break: ['节间休息', '下一节追回来', '这节打得不错', '中场休息，数据怎么看？', '教练该调整了'],
    after: ['比赛结束', '这场打得精彩', '主播辛苦了', '明天还有比赛吗？', '今晚值了'],
  },
};

/** A moment of the match the room covers, as the match simulator plays it (domain/rooms/robots/match-moments.ts). */
export type MomentKind = 'goal' | 'three' | 'kickoff' | 'break' | 'resume' | 'final';

/** The burst each moment brings. A football goal is the loudest; a basketball three a short cheer. */
export const momentLines: Record<MomentKind, readonly string[]> = {
  goal: [
    '球进了！！！',
    'GOAL!!!',
    '进了进了！',
    '{team}牛！',
    '{team}进球了！',
    '漂亮的进球',
    '这球太精彩了',
    '666666',
    '太激动了',
    '门将没办法',
    '回放再看一遍',
    '{team}加油！',
    '这脚射门绝了',
    '哈哈哈进了',
    '我就说会进球',
    '{team}！{team}！',
  ],
  three: ['三分！！', '又是三分', '{team}三分雨', '手感火热', '这三分太准了', '漂亮！', '{team}好样的'],
  kickoff: ['开始了！', '开球了', '比赛开始，加油！', '来了来了开打了', '开始了开始了'],
  break: ['休息一下', '这段打得精彩', '趁休息去拿个饮料', '下半段更好看'],
  resume: ['回来了', '继续继续', '又开始了'],
  final: ['结束了！', '比赛结束', '好比赛！', '主播辛苦了', '值回票价', '下场再见'],
};

/** A phrase book: the lines for any room, by sport and phase, and each moment's burst. */
export interface RobotPhrases {
  anyRoom: readonly string[];
  phase: Record<'football' | 'basketball', Record<MatchPhase, readonly string[]>>;
  moment: Record<MomentKind, readonly string[]>;
}
