import { createHmac, randomBytes } from 'node:crypto';

// Time-based one-time passwords, RFC 6238 over RFC 4226: HMAC-SHA-1, 30-second steps, 6 digits, the secret in base32
// (RFC 4648) as authenticator apps read it from an otpauth:// URL.

export const totpStepSeconds = 30;
const digits = 6;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case and padding ignored); throws on a character outside the alphabet. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret of 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step an instant falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / totpStepSeconds);
}

/** The code of one time step (RFC 4226 §5.3 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 15;
  const number = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(number).padStart(digits, '0');
}

/**
 * The step `code` is valid for, within one step either side of now (a phone's clock a little off), and only after
 * `lastStep`, the step of the last code accepted: a code seen once is refused for the rest of its window, so one read
 * over a shoulder or a proxy's log cannot be replayed. Undefined when the code is refused.
 */
export function acceptedStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(nowMs);
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (totpCode(secret, step) === code) return step;
  }
  return undefined;
}

/** The otpauth:// URL an authenticator app reads from the enrolment's QR code (Key Uri Format). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: String(totpStepSeconds) });
  return `otpauth://totp/${label}?${query}`;
}
