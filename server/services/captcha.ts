import { randomInt } from 'node:crypto';

const lifetimeMs = 5 * 60_000;
const maxPending = 5_000;

/**
 * Captcha images for the send-code form: four digits drawn with noise, remembered by the key the client chose
 * (GET /api/user/smsCaptcha?code=<key>). In memory: a lost captcha only means asking for a new image.
 */
export class CaptchaStore {
  private readonly pending = new Map<string, { digits: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  issue(key: string): string {
    if (this.pending.size >= maxPending) this.prune();
    const digits = String(randomInt(0, 10_000)).padStart(4, '0');
    this.pending.set(key, { digits, expiresAt: this.now() + lifetimeMs });
    return digits;
  }

  /** One try per image: right or wrong, the image is used up. */
  check(key: string, answer: string): boolean {
    const entry = this.pending.get(key);
    this.pending.delete(key);
    return entry !== undefined && entry.expiresAt > this.now() && entry.digits === answer;
  }

  private prune(): void {
    const time = this.now();
    for (const [key, entry] of this.pending) if (entry.expiresAt <= time) this.pending.delete(key);
    if (this.pending.size >= maxPending) this.pending.clear();
  }
}

/** The digits as an SVG picture, each tilted and offset, over crossing lines. */
export function captchaSvg(digits: string): string {
  const glyphs = [...digits]
    .map((digit, i) => `<text x="${18 + i * 24}" y="${30 + randomInt(-4, 5)}" transform="rotate(${randomInt(-25, 26)} ${18 + i * 24} 26)" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="hsl(${randomInt(0, 360)} 60% 35%)">${digit}</text>`)
    .join('');
  const lines = Array.from({ length: 5 }, () => `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 40)}" stroke="hsl(${randomInt(0, 360)} 50% 60%)" stroke-width="1.5"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect width="120" height="40" fill="#f2f4f7"/>${lines}${glyphs}</svg>`;
}
