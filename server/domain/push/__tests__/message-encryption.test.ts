import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptMessage } from '../../../../tests/support/push-decryption.ts';
import { encryptMessage, usableKeys } from '../message-encryption.ts';
import { checkVapidKeys, generateVapidKeys, VapidSigner } from '../vapid.ts';

/** RFC 8291 Appendix A: the example message, the keys and salt it was made with, and the message on the wire. */
const example = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('Web Push message encryption (RFC 8291)', () => {
  it('encrypts the RFC example to the very bytes of its Appendix A', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(example.asPrivate, 'base64url'));
    const sealed = encryptMessage(
      Buffer.from(example.plaintext),
      { p256dh: example.uaPublic, auth: example.auth },
      { ecdh, salt: Buffer.from(example.salt, 'base64url') },
    );
    expect(sealed.toString('base64url')).toBe(example.message);
  });

  it('a message made with fresh keys decrypts with the receiver keys only', () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const keys = { p256dh: ua.getPublicKey().toString('base64url'), auth: example.auth };
    const sealed = encryptMessage(Buffer.from('进球！'), keys);
    expect(decryptMessage(sealed, ua.getPrivateKey(), Buffer.from(example.auth, 'base64url')).toString()).toBe('进球！');
    expect(() => decryptMessage(sealed, Buffer.from(example.uaPrivate, 'base64url'), Buffer.from(example.auth, 'base64url'))).toThrow();
  });

  it('refuses keys no message could be encrypted for', () => {
    expect(usableKeys({ p256dh: example.uaPublic, auth: example.auth })).toBe(true);
    expect(usableKeys({ p256dh: example.uaPublic, auth: 'c2hvcnQ' })).toBe(false);
    expect(usableKeys({ p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: example.auth })).toBe(false);
  });
});

describe('VAPID (RFC 8292)', () => {
  it('checks a configured pair and names what is wrong', () => {
    const keys = generateVapidKeys('mailto:ops@example.com');
    expect(checkVapidKeys(keys)).toBeNull();
    const other = generateVapidKeys('mailto:ops@example.com');
    expect(checkVapidKeys({ ...keys, privateKey: other.privateKey })).toBe('the private key does not match the public key');
    expect(checkVapidKeys({ ...keys, publicKey: 'abc' })).toContain('public key');
    expect(checkVapidKeys({ ...keys, subject: 'ops@example.com' })).toContain('subject');
  });

  it('signs one token per push service and renews it an hour before it expires', () => {
    let now = 1_800_000_000;
    const signer = new VapidSigner(generateVapidKeys('mailto:ops@example.com'), () => now);
    const first = signer.authorization(new URL('https://push.example.com/a'));
    expect(signer.authorization(new URL('https://push.example.com/b'))).toBe(first);
    expect(signer.authorization(new URL('https://other.example.net/a'))).not.toBe(first);
    const claims = JSON.parse(Buffer.from(first.split(' ')[1].slice(2).split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toEqual({ aud: 'https://push.example.com', exp: now + 12 * 3600, sub: 'mailto:ops@example.com' });
    now += 11 * 3600 + 1;
    expect(signer.authorization(new URL('https://push.example.com/a'))).not.toBe(first);
  });
});
