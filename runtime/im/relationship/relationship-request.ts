import type { ChatContext } from '../core/chat-context.ts';
import {
  decodeRelationshipResponse,
  encodeRelationshipRequest,
  type RelationshipRequest,
  type RelationshipResponse,
} from '../protocol/relationship-codec.ts';

/** One relationship command over the socket: the request in the frame's `relationship` bytes, the answer from them. */
export async function relationshipRequest(
  context: ChatContext,
  command: string,
  request: RelationshipRequest,
): Promise<RelationshipResponse> {
  const limited = context.limiter.check(command);
  if (limited) throw limited;
  const frame = await context.request(command, { relationship: encodeRelationshipRequest(request) });
  return decodeRelationshipResponse(frame.relationship ?? new Uint8Array());
}
