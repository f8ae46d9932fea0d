import { seededRandom } from '../../../random.ts';

/**
 * The competitions of the seeded database: six of each sport (issue: real content for at least six per sport). A
 * league is a double round robin of eight clubs; a cup is four groups of four national teams, then knockout rounds.
 * `scoring` is the generator's mean score per team per match (goals or points), from each league's real averages,
 * so seeded results fall in each sport's real ranges.
 */
export interface Competition {
  id: number;
  sport: 1 | 2;
  kind: 'league' | 'cup';
  zh: string;
  shortZh: string;
  en: string;
  shortEn: string;
  scoring: number;
}

const competitionList: Omit<Competition, 'id'>[] = [
  { sport: 1, kind: 'league', zh: '英格兰超级联赛', shortZh: '英超', en: 'Premier League', shortEn: 'EPL', scoring: 1.4 },
  { sport: 1, kind: 'league', zh: '西班牙甲级联赛', shortZh: '西甲', en: 'LaLiga', shortEn: 'LaLiga', scoring: 1.3 },
  { sport: 1, kind: 'league', zh: '意大利甲级联赛', shortZh: '意甲', en: 'Serie A', shortEn: 'Serie A', scoring: 1.35 },
  { sport: 1, kind: 'league', zh: '德国甲级联赛', shortZh: '德甲', en: 'Bundesliga', shortEn: 'Bundesliga', scoring: 1.6 },
  { sport: 1, kind: 'league', zh: '中国超级联赛', shortZh: '中超', en: 'Chinese Super League', shortEn: 'CSL', scoring: 1.45 },
  { sport: 1, kind: 'league', zh: '巴西甲级联赛', shortZh: '巴甲', en: 'Brasileirão', shortEn: 'Brasileirão', scoring: 1.25 },
  { sport: 2, kind: 'league', zh: '美国职业篮球联赛', shortZh: 'NBA', en: 'NBA', shortEn: 'NBA', scoring: 113 },
  { sport: 2, kind: 'league', zh: '中国男子篮球职业联赛', shortZh: 'CBA', en: 'CBA', shortEn: 'CBA', scoring: 101 },
  { sport: 2, kind: 'league', zh: '巴西国家篮球联赛', shortZh: 'NBB', en: 'NBB', shortEn: 'NBB', scoring: 84 },
  { sport: 1, kind: 'cup', zh: '国际足联世界杯', shortZh: '世界杯', en: 'FIFA World Cup', shortEn: 'World Cup', scoring: 1.3 },
  { sport: 2, kind: 'league', zh: '欧洲篮球冠军联赛', shortZh: '欧冠篮球', en: 'EuroLeague', shortEn: 'EuroLeague', scoring: 81 },
  { sport: 2, kind: 'league', zh: '西班牙篮球联赛', shortZh: '西篮联', en: 'Liga ACB', shortEn: 'ACB', scoring: 83 },
  {
    sport: 2,
    kind: 'cup',
    zh: '国际篮联篮球世界杯',
    shortZh: '篮球世界杯',
    en: 'FIBA Basketball World Cup',
    shortEn: 'FIBA WC',
    scoring: 82,
  },
];

/** Ids 1-9 are the leagues the app has always had (tests and links name them); the rest follow. */
export const competitions: Competition[] = competitionList.map((c, index) => ({ ...c, id: index + 1 }));

export interface SeedTeam {
  id: number;
  sport: 1 | 2;
  leagueId: number;
  zh: string;
  shortZh: string;
  en: string;
  shortEn: string;
  national: boolean;
  /** Generator strengths: above 1 scores (attack) or concedes (defence) more than the league's average. */
  attack: number;
  defence: number;
}

// Each city appears once per sport, so no two clubs of one list share a short name (issue: two "Munich" clubs).
const footballCities = [
  ['伦敦', 'London'],
  ['曼彻斯特', 'Manchester'],
  ['利物浦', 'Liverpool'],
  ['伯明翰', 'Birmingham'],
  ['利兹', 'Leeds'],
  ['布里斯托', 'Bristol'],
  ['诺丁汉', 'Nottingham'],
  ['南安普顿', 'Southampton'],
  ['马德里', 'Madrid'],
  ['巴塞罗那', 'Barcelona'],
  ['塞维利亚', 'Sevilla'],
  ['瓦伦西亚', 'Valencia'],
  ['毕尔巴鄂', 'Bilbao'],
  ['比戈', 'Vigo'],
  ['格拉纳达', 'Granada'],
  ['赫罗纳', 'Girona'],
  ['米兰', 'Milan'],
  ['都灵', 'Turin'],
  ['罗马', 'Rome'],
  ['那不勒斯', 'Naples'],
  ['佛罗伦萨', 'Florence'],
  ['热那亚', 'Genoa'],
  ['博洛尼亚', 'Bologna'],
  ['维罗纳', 'Verona'],
  ['慕尼黑', 'Munich'],
  ['多特蒙德', 'Dortmund'],
  ['柏林', 'Berlin'],
  ['汉堡', 'Hamburg'],
  ['科隆', 'Cologne'],
  ['斯图加特', 'Stuttgart'],
  ['不来梅', 'Bremen'],
  ['莱比锡', 'Leipzig'],
  ['北京', 'Beijing'],
  ['上海', 'Shanghai'],
  ['广州', 'Guangzhou'],
  ['深圳', 'Shenzhen'],
  ['成都', 'Chengdu'],
  ['武汉', 'Wuhan'],
  ['青岛', 'Qingdao'],
  ['天津', 'Tianjin'],
  ['圣保罗', 'São Paulo'],
  ['里约', 'Rio'],
  ['贝洛奥里藏特', 'Belo Horizonte'],
  ['阿雷格里港', 'Porto Alegre'],
  ['库里蒂巴', 'Curitiba'],
  ['萨尔瓦多', 'Salvador'],
  ['福塔莱萨', 'Fortaleza'],
  ['累西腓', 'Recife'],
] as const;
const basketballCities = [
  ['洛杉矶', 'Los Angeles'],
  ['波士顿', 'Boston'],
  ['芝加哥', 'Chicago'],
  ['纽约', 'New York'],
  ['迈阿密', 'Miami'],
  ['丹佛', 'Denver'],
  ['达拉斯', 'Dallas'],
  ['菲尼克斯', 'Phoenix'],
  ['辽宁', 'Liaoning'],
  ['广东', 'Guangdong'],
  ['新疆', 'Xinjiang'],
  ['浙江', 'Zhejiang'],
  ['山东', 'Shandong'],
  ['北京', 'Beijing'],
  ['上海', 'Shanghai'],
  ['深圳', 'Shenzhen'],
  ['弗兰卡', 'Franca'],
  ['圣保罗', 'São Paulo'],
  ['里约', 'Rio'],
  ['包鲁', 'Bauru'],
  ['巴西利亚', 'Brasília'],
  ['福塔莱萨', 'Fortaleza'],
  ['坎皮纳斯', 'Campinas'],
  ['茹伊斯迪福拉', 'Juiz de Fora'],
  ['雅典', 'Athens'],
  ['伊斯坦布尔', 'Istanbul'],
  ['贝尔格莱德', 'Belgrade'],
  ['特拉维夫', 'Tel Aviv'],
  ['考纳斯', 'Kaunas'],
  ['摩纳哥', 'Monaco'],
  ['维多利亚', 'Vitoria'],
  ['米兰', 'Milan'],
  ['马德里', 'Madrid'],
  ['巴塞罗那', 'Barcelona'],
  ['瓦伦西亚', 'Valencia'],
  ['马拉加', 'Málaga'],
  ['特内里费', 'Tenerife'],
  ['萨拉戈萨', 'Zaragoza'],
  ['格兰卡纳利亚', 'Gran Canaria'],
  ['穆尔西亚', 'Murcia'],
] as const;
const footballSuffix = [
  ['联', 'United'],
  ['竞技', 'Athletic'],
  ['城', 'City'],
  ['流浪者', 'Rovers'],
] as const;
const basketballSuffix = [
  ['猛龙', 'Raptors'],
  ['飞鹰', 'Eagles'],
  ['雄狮', 'Lions'],
  ['火箭', 'Rockets'],
] as const;

/** National teams (the FIFA ranking's order is computed from results and points, not this list). */
export const nations = [
  ['阿根廷', 'Argentina'],
  ['法国', 'France'],
  ['西班牙', 'Spain'],
  ['英格兰', 'England'],
  ['巴西', 'Brazil'],
  ['葡萄牙', 'Portugal'],
  ['荷兰', 'Netherlands'],
  ['比利时', 'Belgium'],
  ['意大利', 'Italy'],
  ['德国', 'Germany'],
  ['克罗地亚', 'Croatia'],
  ['摩洛哥', 'Morocco'],
  ['哥伦比亚', 'Colombia'],
  ['乌拉圭', 'Uruguay'],
  ['美国', 'USA'],
  ['墨西哥', 'Mexico'],
  ['日本', 'Japan'],
  ['瑞士', 'Switzerland'],
  ['塞内加尔', 'Senegal'],
  ['伊朗', 'Iran'],
  ['丹麦', 'Denmark'],
  ['韩国', 'South Korea'],
  ['澳大利亚', 'Australia'],
  ['乌克兰', 'Ukraine'],
  ['奥地利', 'Austria'],
  ['瑞典', 'Sweden'],
  ['匈牙利', 'Hungary'],
  ['尼日利亚', 'Nigeria'],
  ['波兰', 'Poland'],
  ['埃及', 'Egypt'],
  ['沙特阿拉伯', 'Saudi Arabia'],
  ['卡塔尔', 'Qatar'],
  ['中国', 'China'],
  ['加拿大', 'Canada'],
  ['智利', 'Chile'],
  ['秘鲁', 'Peru'],
  ['厄瓜多尔', 'Ecuador'],
  ['挪威', 'Norway'],
  ['土耳其', 'Türkiye'],
  ['捷克', 'Czechia'],
] as const;

const clubsPerLeague = 8;
/** A cup's entrants: four groups of four. */
export const teamsPerCup = 16;

/** Every team with its generator strengths; the same for a seed on every machine. */
export function seedTeams(seed: number): SeedTeam[] {
  const random = seededRandom(seed * 7_001);
  const strength = () => 0.7 + random() * 0.6;
  const teams: SeedTeam[] = [];
  const cityIndex = { 1: 0, 2: 0 };
  for (const competition of competitions) {
    if (competition.kind === 'cup') {
      nations.forEach(([nation, nationEn], i) => {
        // A nation's basketball team is named as such, so it never reads like its football team in one list.
        const [zh, en] = competition.sport === 2 ? [`${nation}男篮`, `${nationEn} Basketball`] : [nation, nationEn];
        // Nations earlier in the list are stronger, so the FIFA ranking and the results agree.
        const quality = 1.25 - (i / nations.length) * 0.5 + (random() - 0.5) * 0.1;
        teams.push({
          id: competition.id * 1000 + i + 1,
          sport: competition.sport,
          leagueId: competition.id,
          zh,
          shortZh: zh,
          en,
          shortEn: en,
          national: true,
          attack: quality,
          defence: 2 - quality,
        });
      });
      continue;
    }
    const cities = competition.sport === 1 ? footballCities : basketballCities;
    const suffixes = competition.sport === 1 ? footballSuffix : basketballSuffix;
    for (let n = 0; n < clubsPerLeague; n++) {
      const [cityZh, cityEn] = cities[cityIndex[competition.sport]++ % cities.length];
      const [suffixZh, suffixEn] = suffixes[n % suffixes.length];
      teams.push({
        id: competition.id * 100 + n + 1,
        sport: competition.sport,
        leagueId: competition.id,
        zh: `${cityZh}${suffixZh}`,
        shortZh: cityZh,
        en: `${cityEn} ${suffixEn}`,
        shortEn: cityEn,
        national: false,
        attack: strength(),
        defence: strength(),
      });
    }
  }
  // A city with a club in both sports (北京联, 北京飞鹰) would give both the short name 北京 in one list (search, the
  // schedule of all sports): such clubs keep their full name as the short one.
  const byShort = new Map<string, number>();
  for (const team of teams) byShort.set(team.shortZh, (byShort.get(team.shortZh) ?? 0) + 1);
  return teams.map((team) => (byShort.get(team.shortZh)! > 1 ? { ...team, shortZh: team.zh, shortEn: team.en } : team));
}

/** Draws an integer from a Poisson distribution of mean `mean` (Knuth's method; means here are small). */
export function poissonDraw(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random();
  while (product > limit && k < 15) {
    k++;
    product *= random();
  }
  return k;
}

/** A whole number near `mean` with the given spread (sum of uniform draws: a bell shape without outliers). */
export function bellDraw(random: () => number, mean: number, spread: number): number {
  return Math.round(mean + (random() + random() + random() - 1.5) * spread);
}
