import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable session token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A chat-layer user signature: HMAC-SHA256 over the user id and expiry, so the IM gateway can check it without a
 * database lookup. Format: `<expire>.<mac>` (expire in Unix seconds).
 */
export function signImUser(secret: string, userId: string, expireAt: number): string {
  const mac = createHmac('sha256', secret).update(`${userId}:${expireAt}`).digest('base64url');
  return `${expireAt}.${mac}`;
}

/** Whether a signature is genuine and unexpired at `nowSeconds`. */
export function verifyImUser(secret: string, userId: string, signature: string, nowSeconds: number): boolean {
  const [expire, mac] = signature.split('.');
  const expireAt = Number(expire);
  if (!mac || !Number.isInteger(expireAt) || expireAt <= nowSeconds) return false;
  const expected = Buffer.from(signImUser(secret, userId, expireAt).split('.')[1], 'base64url');
  const actual = Buffer.from(mac, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
