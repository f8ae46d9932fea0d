/** Banners of the home page (spec 000 §7 getHomeScroll), each title in both of the product's languages. */
const banners = [
  {
    id: 1,
    title: '世界杯预选赛焦点战直播',
    title_pt: 'Ao vivo: os jogões das Eliminatórias',
    image: '/static/logos/league/1.svg',
    link: '/m/live',
    sort: 1,
  },
  {
    id: 2,
    title: 'VIP 会员限时优惠',
    title_pt: 'VIP com desconto por tempo limitado',
    image: '/static/logos/league/2.svg',
    link: '/m/vip-plans',
    sort: 2,
  },
  {
    id: 3,
    title: '每日签到领金币',
    title_pt: 'Faça check-in todo dia e ganhe ouro',
    image: '/static/logos/league/3.svg',
    link: '/m/user-center/task',
    sort: 3,
  },
];

/** The banners in the fan's language (lang=pt-br on every request outside Chinese, spec 000 §7). */
export function bannersIn(lang: 'cn' | 'pt-br') {
  return banners.map(({ title, title_pt, ...banner }) => ({ ...banner, title: lang === 'pt-br' ? title_pt : title }));
}

/** The home page's announcement ticker (spec 000 §3 homeData.announcement) in the fan's language. */
export function homeAnnouncement(lang: 'cn' | 'pt-br'): string {
  return lang === 'pt-br'
    ? 'Torça com respeito e comente com bom senso. Quem se cadastra ganha um teste do VIP.'
    : '文明观赛，理性发言。新用户注册即送 VIP 体验。';
}

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
