import { createHmac } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as an authenticator app reads the secret the console shows. */
function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The code an authenticator app shows for `secret` at `at`, `offset` 30-second steps later: RFC 6238 (HMAC-SHA-1, 6
 * digits) written here from the RFC, apart from the server's code, so the test checks the server against the standard.
 */
export function totpCodeAt(secret: string, at: Date, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000) + offset));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const start = hmac[hmac.length - 1] & 15;
  return String((hmac.readUInt32BE(start) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
