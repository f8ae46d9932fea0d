import { randomInt } from 'node:crypto';
import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { clearExpiredCaptchas, pendingCaptcha, putCaptcha, takeCaptcha } from './captcha-store.ts';

const lifetimeMs = 5 * 60_000;

/**
 * Captcha images for the send-code form: four digits drawn with noise, remembered by the key the client chose
 * (GET /api/user/smsCaptcha?code=<key>). In the database (table captchas), so the node that checks an answer need not
 * be the one that drew the image (docs/decisions.md "Node state in a cluster"); each issue clears the expired ones.
 */
export class Captchas {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** New digits for the key (a key the client asks again for gets new ones). */
  async issue(key: string): Promise<string> {
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(key)) throw new DomainError('BAD_INPUT', '参数错误: code 需为 6 到 64 位字母或数字');
    const now = this.now();
    const digits = String(randomInt(0, 10_000)).padStart(4, '0');
    await clearExpiredCaptchas(this.db, new Date(now).toISOString());
    await putCaptcha(this.db, key, digits, new Date(now + lifetimeMs).toISOString());
    return digits;
  }

  /** The digits of a pending image without using it up: for QA through the admin API only. */
  async peek(key: string): Promise<string | undefined> {
    return pendingCaptcha(this.db, key, new Date(this.now()).toISOString());
  }

  /** One try per image: right or wrong, the image is used up (the delete makes two nodes' tries of one image one try). */
  async check(key: string, answer: string): Promise<boolean> {
    const row = await takeCaptcha(this.db, key);
    return row !== undefined && new Date(row.expires_at).getTime() > this.now() && row.digits === answer;
  }
}
