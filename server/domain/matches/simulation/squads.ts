import { integer, pick, seededRandom } from '../../../random.ts';

const chineseGiven = ['伟', '磊', '强', '杰', '浩', '鹏', '涛', '宇', '晨', '凯'];
const latinGiven = ['Lucas', 'Pedro', 'João', 'Mateus', 'Diego', 'Marco', 'Luka', 'Tom', 'Leo', 'Sam'];
const familyNames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', 'Silva', 'Santos', 'Costa', 'Rossi', 'Müller', 'Smith'];

/** A player of a squad as the players table stores it. */
export interface Player {
  id: number;
  name: string;
  number: number;
  position: 'G' | 'D' | 'M' | 'F' | 'PG' | 'SG' | 'SF' | 'PF' | 'C';
  rating: number;
  starter: boolean;
}

/** Football formations a team may play, as defenders-midfielders-forwards. */
const formations = ['4-4-2', '4-3-3', '3-5-2', '4-2-3-1', '5-3-2'];

/** A Chinese name (family name first, no space) or a Latin one (given name first): never a mix of the two. */
const nameOf = (random: () => number) => {
  const family = pick(random, familyNames);
  const latin = /^[A-Z]/.test(family);
  const given = pick(random, latin ? latinGiven : chineseGiven);
  return latin ? `${given} ${family}` : `${family}${given}`;
};

/**
 * A team's squad for the seed, the same every time for the same team: 18 footballers (11 starters in the team's
 * formation, 7 substitutes) or 12 basketball players (5 starters). Player ids are `team id * 100 + n`.
 */
export function generateSquad(teamId: number, sportId: number): { formation: string; players: Player[] } {
  const random = seededRandom(teamId * 7919);
  // No two players of a squad share a name: a few draws until a new one comes (the pools give over 300 names).
  const named = new Set<string>();
  const uniqueName = () => {
    let name = nameOf(random);
    for (let tries = 0; named.has(name) && tries < 20; tries++) name = nameOf(random);
    named.add(name);
    return name;
  };
  const rating = () => Number((6 + random() * 3).toFixed(1));
  const numbers = new Set<number>();
  const shirt = () => {
    let n = integer(random, 1, 99);
    while (numbers.has(n)) n = (n % 99) + 1;
    numbers.add(n);
    return n;
  };
  if (sportId === 2) {
    const positions: Player['position'][] = ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'SF', 'C'];
    return {
      formation: '',
      players: positions.map((position, i) => ({
        id: teamId * 100 + i + 1,
        name: uniqueName(),
        number: shirt(),
        position,
        rating: rating(),
        starter: i < 5,
      })),
    };
  }
  const formation = pick(random, formations);
  // "4-2-3-1": the first number is defenders, the last forwards, everything between midfielders.
  const lines = formation.split('-').map(Number);
  const defenders = lines[0];
  const forwards = lines[lines.length - 1];
  const midfielders = 10 - defenders - forwards;
  const lineup: Player['position'][] = [
    'G',
    ...Array<Player['position']>(defenders).fill('D'),
    ...Array<Player['position']>(midfielders).fill('M'),
    ...Array<Player['position']>(forwards).fill('F'),
  ];
  const bench: Player['position'][] = ['G', 'D', 'D', 'M', 'M', 'F', 'F'];
  numbers.add(1);
  const players = [...lineup, ...bench].map((position, i) => ({
    id: teamId * 100 + i + 1,
    name: uniqueName(),
    number: i === 0 ? 1 : shirt(),
    position,
    rating: rating(),
    starter: i < 11,
  }));
  return { formation, players };
}
