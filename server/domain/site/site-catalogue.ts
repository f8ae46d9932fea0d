/** Banners of the home page (spec 000 §7 getHomeScroll). */
export const banners = [
  { id: 1, title: '世界杯预选赛焦点战直播', image: '/static/logos/league/1.svg', link: '/m/live', sort: 1 },
  { id: 2, title: 'VIP 会员限时优惠', image: '/static/logos/league/2.svg', link: '/m/vip-plans', sort: 2 },
  { id: 3, title: '每日签到领金币', image: '/static/logos/league/3.svg', link: '/m/user-center/task', sort: 3 },
];

/** The dictionaries of the sports database (spec 000 §3 baseDict). */
export const baseDictionary = {
  sports_type: [
    { id: 1, name: '足球' },
    { id: 2, name: '篮球' },
  ],
  foot_ball_type: [
    { id: 1, name: '联赛' },
    { id: 2, name: '杯赛' },
  ],
  basket_ball_type: [
    { id: 1, name: '常规赛' },
    { id: 2, name: '季后赛' },
  ],
  integral_type: [
    { id: 1, name: '总积分' },
    { id: 2, name: '主场积分' },
    { id: 3, name: '客场积分' },
  ],
};

/** The emoji the chat's picker offers (getCommonConfig `emoji`). */
export const emoji = ['😀', '😂', '😍', '👍', '👏', '🔥', '⚽', '🏀', '🎉', '💪'];
