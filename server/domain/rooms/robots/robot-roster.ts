import { seededRandom, shuffle } from '../../../random.ts';
import type { ContentLanguage } from '../../ports.ts';

/** A simulated viewer: one of the seeded robot accounts (docs/decisions.md "Rooms that feel alive"). */
export interface Robot {
  id: number;
  nick: string;
}

const clubs = ['皇马', '巴萨', '曼联', '利物浦', '拜仁', '国米', 'AC米兰', '湖人', '勇士', '凯尔特人', '广东宏远', '辽宁'];
const fanWords = ['死忠', '球迷', '铁粉', '小迷弟', '老粉'];
const prefixes = ['老', '小', '阿', '大'];
const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const habits = ['', '看球', '爱球'];
const standalone = [
  '夜猫子',
  '熬夜看球',
  '进球就睡',
  '三分王',
  '篮下强攻',
  '禁区之狐',
  '中场大师',
  '门线卫士',
  '替补席',
  '看台一角',
  '冷门之王',
  '小王子',
  '不败传说',
  '拉拉队长',
  '周末看球',
  '下班来看',
  '球场清风',
  '足球小将',
  '篮球少年',
  '路过球迷',
];

/**
 * The robots' nicks, as fans name themselves: a club and a word for the fan, a nickname with a surname, or a phrase;
 * all unique and at most 16 wide by the spec's text-width rule (7 Chinese characters), so a chat line shows them whole.
 * The order is shuffled once with a fixed seed, so `robot-001` is not the first of a pattern; it does not follow the
 * server's seed, so a robot keeps its nick in a data folder whatever seed the next start uses.
 */
export const robotNicks: readonly string[] = shuffle(seededRandom(2026), [
  ...clubs.flatMap((club) => fanWords.map((word) => club + word)),
  ...prefixes.flatMap((prefix) => surnames.flatMap((surname) => habits.map((habit) => prefix + surname + habit))),
  ...standalone,
]);

const clubsPt = ['Flamengo', 'Palmeiras', 'Timão', 'Santos', 'Grêmio', 'Inter', 'Vasco', 'Botafogo', 'Cruzeiro', 'Galo'];
const moreClubsPt = ['Bahia', 'Fluminense', 'Sport', 'Ceará', 'Fortaleza', 'Coxa', 'Furacão', 'Vitória', 'Goiás', 'Paysandu'];
const clubSuffixes = ['_doido', '_raiz', '_fiel', '10', '2026'];
const namesPt = ['Carlos', 'Ana', 'João', 'Bia', 'Léo', 'Duda', 'Rafa', 'Gabi', 'Caio', 'Nando'];
const moreNamesPt = ['Lucas', 'Júlia', 'Pedro', 'Malu', 'Theo', 'Lara', 'Davi', 'Nina', 'Enzo', 'Vini'];
const nameSuffixes = ['10', ' FC', ' do Gol', '_bola'];
const standalonePt = [
  'Coruja do Jogo',
  'Camisa 10',
  'Rei do Drible',
  'Zagueiro Raiz',
  'Lateral Veloz',
  'Goleiro Paredão',
  'Bola na Rede',
  'Arquibancada',
  'Torcida Jovem',
  'Meia Armador',
  'Pé Quente',
  'Sem Sono',
  'Só no Replay',
  'Craque da Pelada',
  'Boleiro',
  'Fominha',
  'Varzeano',
  'Canarinho',
  'Chuteira Dourada',
  'Gol de Placa',
];

/** The robots' nicks on a Portuguese-speaking site: as Brazilian fans name themselves, by the same rules. */
export const robotNicksPt: readonly string[] = shuffle(seededRandom(2026), [
  ...[...clubsPt, ...moreClubsPt].flatMap((club) => clubSuffixes.map((suffix) => club + suffix)),
  ...[...namesPt, ...moreNamesPt].flatMap((name) => nameSuffixes.map((suffix) => name + suffix)),
  ...standalonePt,
]);

/** The robots' nicks in a site's language. */
export const robotNicksIn = (language: ContentLanguage): readonly string[] => (language === 'pt-br' ? robotNicksPt : robotNicks);
