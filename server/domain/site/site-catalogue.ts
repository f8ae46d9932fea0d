/**
 * Banners of the home page (spec 000 §7 getHomeScroll), each title in both of the product's languages, and the feature
 * of the page it opens: a site that does not build that feature does not show it.
 */
const banners = [
  {
    id: 1,
    title: '世界杯预选赛焦点战直播',
    title_pt: 'Ao vivo: os jogões das Eliminatórias',
    image: '/static/logos/league/1.svg',
    link: '/m/live',
    feature: 'live',
    sort: 1,
  },
  {
    id: 2,
    title: 'VIP 会员限时优惠',
    title_pt: 'VIP com desconto por tempo limitado',
    image: '/static/logos/league/2.svg',
    link: '/m/vip-plans',
    feature: 'vip',
    sort: 2,
  },
  {
    id: 3,
    title: '每日签到领金币',
    title_pt: 'Faça check-in todo dia e ganhe ouro',
    image: '/static/logos/league/3.svg',
    link: '/m/user-center/task',
    feature: 'task',
    sort: 3,
  },
];

/** Whether a site built with `built` (undefined: not known, as on a node without a built site) has `feature`. */
export const featureBuilt = (feature: string, built: readonly string[] | undefined): boolean => !built || built.includes(feature);

/**
 * The banners in the fan's language (lang=pt-br on every request outside Chinese, spec 000 §7), without those that
 * open a feature the site does not build (`built`: built-sites.ts builtFeaturesIn).
 */
export function bannersIn(lang: 'cn' | 'pt-br', built?: readonly string[]) {
  return banners
    .filter((banner) => featureBuilt(banner.feature, built))
    .map(({ title, title_pt, feature: _feature, ...banner }) => ({ ...banner, title: lang === 'pt-br' ? title_pt : title }));
}

/** The home page's announcement ticker (spec 000 §3 homeData.announcement) in the fan's language; VIP only where built. */
export function homeAnnouncement(lang: 'cn' | 'pt-br', built?: readonly string[]): string {
  const vip = featureBuilt('vip', built);
  if (lang === 'pt-br') return `Torça com respeito e comente com bom senso.${vip ? ' Quem se cadastra ganha um teste do VIP.' : ''}`;
  return `文明观赛，理性发言。${vip ? '新用户注册即送 VIP 体验。' : ''}`;
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
