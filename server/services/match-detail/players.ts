import { integer, pick, seededRandom } from '../../seed/random.ts';

const givenNames = ['伟', '磊', '强', '杰', '浩', '鹏', '涛', '宇', '晨', '凯', 'Lucas', 'Pedro', 'João', 'Mateus', 'Diego', 'Marco', 'Luka', 'Tom', 'Leo', 'Sam'];
const familyNames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', 'Silva', 'Santos', 'Costa', 'Rossi', 'Müller', 'Smith'];

export interface Player {
  id: number;
  name: string;
  number: number;
  position: 'G' | 'D' | 'M' | 'F' | 'PG' | 'SG' | 'SF' | 'PF' | 'C';
  rating: number;
}

/** Football formations a team may play, as defenders-midfielders-forwards. */
const formations = ['4-4-2', '4-3-3', '3-5-2', '4-2-3-1', '5-3-2'];

const nameOf = (random: () => number) => {
  const family = pick(random, familyNames);
  const given = pick(random, givenNames);
  return /^[A-Z]/.test(family) ? `${given} ${family}` : `${family}${given}`;
};

/** A team's squad, the same every time for the same team: 18 footballers or 12 basketball players. */
export function squad(teamId: number, sportId: number): { formation: string; starters: Player[]; substitutes: Player[] } {
  const random = seededRandom(teamId * 7919);
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
    const players = positions.map((position, i) => ({ id: teamId * 100 + i + 1, name: nameOf(random), number: shirt(), position, rating: rating() }));
    return { formation: '', starters: players.slice(0, 5), substitutes: players.slice(5) };
  }
  const formation = pick(random, formations);
  // "4-2-3-1": the first number is defenders, the last forwards, everything between midfielders.
  const lines = formation.split('-').map(Number);
  const defenders = lines[0];
  const forwards = lines[lines.length - 1];
  const midfielders = 10 - defenders - forwards;
  const lineup: Player['position'][] = ['G', ...Array<Player['position']>(defenders).fill('D'), ...Array<Player['position']>(midfielders).fill('M'), ...Array<Player['position']>(forwards).fill('F')];
  const bench: Player['position'][] = ['G', 'D', 'D', 'M', 'M', 'F', 'F'];
  const players = [...lineup, ...bench].map((position, i) => ({ id: teamId * 100 + i + 1, name: nameOf(random), number: i === 0 ? 1 : shirt(), position, rating: rating() }));
  return { formation, starters: players.slice(0, 11), substitutes: players.slice(11) };
}
