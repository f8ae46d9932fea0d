import { createDecipheriv, createECDH } from 'node:crypto';
import { deriveKeys } from '../../server/domain/push/message-encryption.ts';

/**
 * Decrypts one aes128gcm push message as a browser does (RFC 8291 §3.4), with the receiver's private key and secret:
 * what the loopback push endpoints of the tests and the bench do with what the server sends. Throws on a message
 * that was not encrypted for these keys.
 */
export function decryptMessage(body: Buffer, receiverPrivate: Buffer, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiverPrivate);
  const { key, nonce } = deriveKeys(ecdh.computeSecret(senderPublic), auth, ecdh.getPublicKey(), senderPublic, salt);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  // The record ends with the delimiter 0x02 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the record has no last-record delimiter');
  return padded.subarray(0, end);
}
