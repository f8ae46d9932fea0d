import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  decodeRelationshipRequest,
  encodeRelationshipPush,
  encodeRelationshipResponse,
  type RelationshipPush,
  type RelationshipResponse,
  type WireResultItem,
  type WireUserProfile,
} from '../../../runtime/im/protocol/relationship-codec.ts';
import type { imrel } from '../../../runtime/im/protocol/generated/relationship.js';
import type { FrameBody } from '../../../runtime/im/protocol/codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import type { ProfileRow } from '../store/relationship-store.ts';
import { pushFrame } from '../wire.ts';
import type { CommandCall } from './command.ts';

/** Helpers the relationship commands share: their request and answer bytes, ids, pushes and profiles. */

/** The caller's numeric id: only registered users have friends, profiles and a blacklist (guests get 10007). */
export function registeredId(call: CommandCall): number {
  if (!/^\d{1,9}$/.test(call.user.id))
    throw new ImError(ServerCode.NO_PERMISSION, 'only registered users have friends, a profile and a blacklist');
  return Number(call.user.id);
}

/** The decoded `relationship` bytes of the request; 10004 when they are missing or not a RelationshipRequest. */
export function relationshipRequest(call: CommandCall): imrel.RelationshipRequest {
  const bytes = call.frame.relationship;
  if (!bytes || bytes.length === 0) return decodeRelationshipRequest(new Uint8Array());
  let request: imrel.RelationshipRequest;
  try {
    request = decodeRelationshipRequest(bytes);
  } catch {
    throw invalidParameter('relationship must be a RelationshipRequest');
  }
  // PostgreSQL text cannot hold NUL: refused here, before it could fail a statement halfway through a command.
  if (JSON.stringify(request).includes('\\u0000')) throw invalidParameter('text must not contain NUL characters');
  return request;
}

export const answer = (response: RelationshipResponse): FrameBody => ({ relationship: encodeRelationshipResponse(response) });

/** Numeric ids of a request's user ids, without repeats; `undefined` for an id that cannot be a registered user. */
export function numericIds(userIds: readonly string[] | null | undefined, limit: number): { userId: string; id: number | undefined }[] {
  const unique = [...new Set(userIds ?? [])].slice(0, limit);
  return unique.map((userId) => ({ userId, id: /^\d{1,9}$/.test(userId) ? Number(userId) : undefined }));
}

export const result = (userId: string, code = 0, info = ''): WireResultItem => ({ userId, code, info });

/** Tells every socket of `userIds` (but the caller's own) that a relationship changed, after the response. */
export function pushRelationship(call: CommandCall, userIds: readonly (string | number)[], push: RelationshipPush): void {
  const bytes = encodeRelationshipPush(push);
  call.afterResponse(() => {
    for (const userId of new Set(userIds.map(String)))
      call.gateway.push(userId, pushFrame('push.relationship', userId, { relationship: bytes }), call.connection);
  });
}

/** A stored profile as wire items: the app's columns and the chat's own fields. */
export function wireProfile(row: ProfileRow): WireUserProfile {
  const items = [
    { tag: 'nick', value: row.nick_name },
    { tag: 'avatar', value: row.avatar },
    { tag: 'selfSignature', value: row.signature },
    ...Object.entries(row.fields).map(([tag, value]) => ({ tag, value })),
  ];
  return { userId: String(row.id), items };
}
