import { randomInt } from 'node:crypto';
import type { Database } from '../db/database.ts';

const lifetimeMs = 5 * 60_000;

/**
 * Captcha images for the send-code form: four digits drawn with noise, remembered by the key the client chose
 * (GET /api/user/smsCaptcha?code=<key>). In the database (table captchas), so the node that checks an answer need not
 * be the one that drew the image (docs/decisions.md "Node state in a cluster"); each issue clears the expired ones.
 */
export class CaptchaStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async issue(key: string): Promise<string> {
    const now = this.now();
    const digits = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.db.query('delete from captchas where expires_at <= $1', [new Date(now).toISOString()]);
    await this.db.query(
      'insert into captchas (key, digits, expires_at) values ($1, $2, $3) on conflict (key) do update set digits = excluded.digits, expires_at = excluded.expires_at',
      [key, digits, new Date(now + lifetimeMs).toISOString()],
    );
    return digits;
  }

  /** The digits of a pending image without using it up: for QA through the admin API only. */
  async peek(key: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ digits: string }>('select digits from captchas where key = $1 and expires_at > $2', [
      key,
      new Date(this.now()).toISOString(),
    ]);
    return row?.digits;
  }

  /** One try per image: right or wrong, the image is used up (the delete makes two nodes' tries of one image one try). */
  async check(key: string, answer: string): Promise<boolean> {
    const [row] = await this.db.query<{ digits: string; expires_at: Date | string }>(
      'delete from captchas where key = $1 returning digits, expires_at',
      [key],
    );
    return row !== undefined && new Date(row.expires_at).getTime() > this.now() && row.digits === answer;
  }
}

/** Seven segments per digit (a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle). */
const segmentsOf: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};
const segmentLines: Record<string, [number, number, number, number]> = {
  a: [0, 0, 12, 0],
  b: [12, 0, 12, 12],
  c: [12, 12, 12, 24],
  d: [0, 24, 12, 24],
  e: [0, 12, 0, 24],
  f: [0, 0, 0, 12],
  g: [0, 12, 12, 12],
};

/**
 * The digits as an SVG picture: each drawn as jittered strokes (no text a program could read off the markup),
 * tilted and offset, over crossing lines.
 */
export function captchaSvg(digits: string): string {
  const point = (x: number, y: number) => `${(x + randomInt(-15, 16) / 10).toFixed(1)} ${(y + randomInt(-15, 16) / 10).toFixed(1)}`;
  const glyphs = [...digits]
    .map((digit, i) => {
      const d = [...segmentsOf[digit]].map((segment) => {
        const [x1, y1, x2, y2] = segmentLines[segment];
        return `M${point(x1, y1)}L${point(x2, y2)}`;
      });
      const transform = `translate(${14 + i * 25} ${7 + randomInt(-2, 3)}) rotate(${randomInt(-20, 21)} 6 12)`;
      return `<path transform="${transform}" d="${d.join('')}" fill="none" stroke="hsl(${randomInt(0, 360)} 60% 35%)" stroke-width="3" stroke-linecap="round"/>`;
    })
    .join('');
  const lines = Array.from(
    { length: 6 },
    () =>
      `<path d="M${randomInt(0, 120)} ${randomInt(0, 40)}L${randomInt(0, 120)} ${randomInt(0, 40)}" stroke="hsl(${randomInt(0, 360)} 50% 60%)" stroke-width="1.5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect width="120" height="40" fill="#f2f4f7"/>${lines}${glyphs}</svg>`;
}
