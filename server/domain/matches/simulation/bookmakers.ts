/**
 * Bookmakers shown in the odds tab, ids 2-21 (spec 000 §9 lists names at indexes 2-21 without giving them; these are
 * ours, deliberately not real companies).
 */
export const bookmakers = [
  '北辰',
  '金杯',
  '海岸',
  '长城',
  '东方',
  '星河',
  '皇庭',
  '巨浪',
  '赤兔',
  '青松',
  '银河',
  '曙光',
  '远航',
  '天马',
  '雄鹰',
  '翡翠',
  '白鹭',
  '雷霆',
  '极光',
  '锦程',
];
