import { createECDH, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/** The application server's identity (RFC 8292): one P-256 key pair every node of a site shares, and a contact. */
export interface VapidKeys {
  /** The public key, uncompressed (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** Who the push service may contact about this sender: a `mailto:` or `https:` URL. */
  subject: string;
}

/** A new key pair (development servers keep it in their data folder; production reads it from the environment). */
export function generateVapidKeys(subject: string): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d!, subject };
}

/** Whether the pair is a P-256 key pair in the encoding above (a mistyped variable fails at start, not at the first goal). */
export function checkVapidKeys(keys: VapidKeys): string | null {
  const point = Buffer.from(keys.publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'the public key is not an uncompressed P-256 point (65 bytes, base64url)';
  if (Buffer.from(keys.privateKey, 'base64url').length !== 32) return 'the private key is not a P-256 scalar (32 bytes, base64url)';
  if (!/^(mailto:|https:\/\/)/.test(keys.subject)) return 'the subject is not a mailto: or https: URL';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(point) ? null : 'the private key does not match the public key';
  } catch {
    return 'the private key is not a P-256 scalar (32 bytes, base64url)';
  }
}

function privateKeyOf(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, 'base64url');
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
}

/** How long a signed token is valid: RFC 8292 §2 allows at most 24 hours. */
const tokenLifeSeconds = 12 * 3600;

/**
 * Signs the `Authorization: vapid` header per push service origin. A token is reused until an hour before it expires:
 * one ES256 signature per push service, not per message, is what makes a goal to ten thousand fans cheap.
 */
export class VapidSigner {
  private readonly key: KeyObject;
  private readonly tokens = new Map<string, { header: string; renewAt: number }>();

  constructor(
    private readonly keys: VapidKeys,
    private readonly nowSeconds: () => number,
  ) {
    this.key = privateKeyOf(keys);
  }

  /** The header value for a message to `endpoint` (`vapid t=<JWT>, k=<public key>`). */
  authorization(endpoint: URL): string {
    const audience = endpoint.origin;
    const now = this.nowSeconds();
    const held = this.tokens.get(audience);
    if (held && held.renewAt > now) return held.header;
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({ aud: audience, exp: now + tokenLifeSeconds, sub: this.keys.subject })}`;
    const signature = sign('sha256', Buffer.from(unsigned), { key: this.key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    const header = `vapid t=${unsigned}.${signature}, k=${this.keys.publicKey}`;
    this.tokens.set(audience, { header, renewAt: now + tokenLifeSeconds - 3600 });
    return header;
  }
}
