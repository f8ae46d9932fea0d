import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a long-polling key grants and where its holder stands, carried in the key itself so that every gateway node
 * of a cluster honours it without asking the node that issued it (docs/decisions.md "Long-poll keys on any node").
 * Each answer hands back the key with `usedAt`, `delivered` and the counting node brought up to date.
 */
export interface PollKeyClaims {
  groupId: string;
  /** The user id of a logged-in join, or `anonymous:<nonce>` for a visitor. */
  memberId: string;
  /** Names this join: stays the same through every refresh of the key. */
  nonce: string;
  /** When the join issued it (a stamp: microseconds, see PollHub); a ban or quit ends the keys issued before it. */
  issuedAt: number;
  /** When it was last answered (ms since the epoch): idle past the limit, it answers 10004. */
  usedAt: number;
  /** The stamp of the newest online-only message it was answered with: later ones are still owed. */
  delivered: number;
  /** The node that counts the holder in the room's presence, and since when (ms): one node at a time, never two. */
  countedBy: string;
  countedAt: number;
}

const version = '1';
/** 16 bytes of HMAC-SHA256: a forgery needs 2^128 tries, and every poll carries the key. */
const macBytes = 16;
const anonymousPrefix = 'anonymous:';

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`sideline long-poll key\n${payload}`).digest().subarray(0, macBytes);

/** `1.<base64url of the JSON claims>.<base64url MAC>`, signed with the cluster's chat secret (`SIDELINE_IM_SECRET`). */
export function signPollKey(secret: string, claims: PollKeyClaims): string {
  const anonymous = claims.memberId === `${anonymousPrefix}${claims.nonce}`;
  const fields = [
    claims.groupId,
    anonymous ? '' : claims.memberId,
    claims.nonce,
    claims.issuedAt,
    claims.usedAt,
    claims.delivered,
    claims.countedBy,
    claims.countedAt,
  ];
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${version}.${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * A key as a poll sends it: the signed part, and what the holder says it was last delivered (the unsigned tail an
 * answer appends when only that moved, see {@link withDelivered}); `delivered` is undefined without a tail and NaN
 * for a malformed one.
 */
export function splitPollKey(key: string): { signed: string; delivered: number | undefined } {
  // Read on every poll: found by index rather than split, which would make an array and four strings.
  const at = key.lastIndexOf('.');
  const second = key.indexOf('.', key.indexOf('.') + 1);
  if (second < 0 || second === at) return { signed: key, delivered: undefined };
  const tail = key.slice(at + 1);
  return { signed: key.slice(0, at), delivered: /^\d{1,16}$/.test(tail) ? Number(tail) : NaN };
}

/**
 * `<signed key>.<delivered>`: the key handed back when only the newest online-only message delivered moved, which is
 * what every answer to a match's delta changes. No MAC is made for it: the node reading it takes the later of this
 * and the signed `delivered`, so a tail altered downwards hands its holder at most messages it was already given since
 * the key was signed (at most 5 s before), and one altered upwards only skips messages owed to it.
 */
export const withDelivered = (signed: string, delivered: number): string => `${signed}.${delivered}`;

/** The claims of a key this cluster signed, or undefined for anything else (forged, altered, malformed). */
export function verifyPollKey(secret: string, key: string): PollKeyClaims | undefined {
  const { signed, delivered } = splitPollKey(key);
  if (Number.isNaN(delivered)) return undefined;
  const claims = verifySigned(secret, signed);
  if (claims && delivered !== undefined) claims.delivered = Math.max(claims.delivered, delivered);
  return claims;
}

function verifySigned(secret: string, key: string): PollKeyClaims | undefined {
  const [keyVersion, payload, signature, extra] = key.split('.');
  if (keyVersion !== version || !payload || !signature || extra !== undefined) return undefined;
  const actual = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString());
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 8) return undefined;
  const [groupId, member, nonce, issuedAt, usedAt, delivered, countedBy, countedAt] = fields as unknown[];
  const strings = [groupId, member, nonce, countedBy].every((field) => typeof field === 'string');
  const numbers = [issuedAt, usedAt, delivered, countedAt].every((field) => typeof field === 'number' && Number.isFinite(field));
  if (!strings || !numbers) return undefined;
  return {
    groupId: groupId as string,
    memberId: (member as string) || `${anonymousPrefix}${nonce as string}`,
    nonce: nonce as string,
    issuedAt: issuedAt as number,
    usedAt: usedAt as number,
    delivered: delivered as number,
    countedBy: countedBy as string,
    countedAt: countedAt as number,
  };
}
