import { createCipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';

/** The record size written in the header: one record holds any notification (the push services take 4096 bytes). */
const recordSize = 4096;

/** What a browser's subscription gives to encrypt for it (PushSubscription.getKey): both base64url. */
export interface ReceiverKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: string;
  /** The browser's 16-byte authentication secret. */
  auth: string;
}

/** The sender's one-use key pair and salt; fresh for every message unless a test fixes them (RFC 8291 Appendix A). */
export interface SenderMaterial {
  ecdh: ECDH;
  salt: Buffer;
}

/** HMAC-SHA-256, the one primitive HKDF (RFC 5869) is made of. */
function hmac(key: Buffer, ...data: Buffer[]): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
}

const one = Buffer.from([1]);
const keyInfoLabel = Buffer.from('WebPush: info\0', 'latin1');
const cekInfo = Buffer.from('Content-Encoding: aes128gcm\0', 'latin1');
const nonceInfo = Buffer.from('Content-Encoding: nonce\0', 'latin1');

/**
 * The content key and nonce of RFC 8291 §3.4 from the shared ECDH secret. The same derivation serves the receiver, so
 * the loopback endpoints of the tests and the bench decrypt with it.
 */
export function deriveKeys(
  ecdhSecret: Buffer,
  auth: Buffer,
  receiverPublic: Buffer,
  senderPublic: Buffer,
  salt: Buffer,
): { key: Buffer; nonce: Buffer } {
  // HKDF with one block of output: extract is an HMAC keyed by the salt, expand is one HMAC with the counter 0x01.
  const ikm = hmac(hmac(auth, ecdhSecret), keyInfoLabel, receiverPublic, senderPublic, one);
  const prk = hmac(salt, ikm);
  return { key: hmac(prk, cekInfo, one).subarray(0, 16), nonce: hmac(prk, nonceInfo, one).subarray(0, 12) };
}

/**
 * Encrypts one push message for a subscription (RFC 8291, content coding aes128gcm of RFC 8188): the header (salt,
 * record size, the sender's public key) followed by one record. Throws when the receiver's keys are not a P-256
 * point and a 16-byte secret; subscriptions are checked with the same rule when they are stored.
 */
export function encryptMessage(
  plaintext: Buffer,
  receiver: ReceiverKeys,
  sender: SenderMaterial = { ecdh: freshKeyPair(), salt: randomBytes(16) },
): Buffer {
  const receiverPublic = Buffer.from(receiver.p256dh, 'base64url');
  const auth = Buffer.from(receiver.auth, 'base64url');
  if (auth.length !== 16) throw new Error('the authentication secret is not 16 bytes');
  const senderPublic = sender.ecdh.getPublicKey();
  const { key, nonce } = deriveKeys(sender.ecdh.computeSecret(receiverPublic), auth, receiverPublic, senderPublic, sender.salt);
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  // 0x02 marks the last (here the only) record; no padding beyond it.
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.update(Buffer.from([2])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  sender.salt.copy(header, 0);
  header.writeUInt32BE(recordSize, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, sealed]);
}

/** A one-use P-256 key pair: RFC 8291 §3.1 wants a new one for every message. */
function freshKeyPair(): ECDH {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh;
}

/** Whether `keys` can be encrypted for: a P-256 public point and a 16-byte secret (else the message could never be sent). */
export function usableKeys(keys: ReceiverKeys): boolean {
  try {
    encryptMessage(Buffer.alloc(0), keys);
    return true;
  } catch {
    return false;
  }
}
