import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeAnonymousJoin, encodeJoinGroupResponse } from '../../../runtime/im/protocol/codec.ts';
import { siteConfig } from '../../domain/site/site-config.ts';
import { ImError, invalidParameter } from '../errors.ts';
import type { ChatGateway } from '../gateway-port.ts';
import { nextGroupSequence, requireGroup } from '../groups.ts';
import { answerLongPoll, badBodyText, protobufType as protobuf } from './answer-poll.ts';
import { fastPollRoute } from './fast-poll.ts';
import { readPollRequest } from './poll-request.ts';

/** Both bodies are a few dozen bytes. */
const bodyLimit = 4 * 1024;
/**
 * Protobuf bodies of a few dozen bytes each way: compression hooks would only cost time, and a match's delta answers
 * thousands of polls at once (bench/match-fanout.ts).
 */
const routeOptions = { bodyLimit, compress: false, decompress: false } as const;

function sendProtobuf(reply: FastifyReply, bytes: Uint8Array): void {
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  void reply.code(200).type(protobuf).send(body);
}

/** Decodes a body or answers HTTP 400: a body that is not the named message is the client's bug, not a chat error. */
function decoded<T>(reply: FastifyReply, body: unknown, decode: (bytes: Buffer) => T): T | undefined {
  try {
    if (!Buffer.isBuffer(body)) throw new Error('no body');
    return decode(body);
  } catch {
    void reply.code(400).type('text/plain').send(badBodyText);
    return undefined;
  }
}

/**
 * `POST /im/anonymous-join` and `POST /im/long-poll` (docs/im-protocol.md): live rooms read over HTTP. Errors are in
 * the body with HTTP 200; JoinGroupResponse has no error field, so a failed join answers status `JoinFailed`, no
 * key, and the code in the `x-im-error-code` header.
 */
export function longPollRoutes(app: FastifyInstance, gateway: ChatGateway): void {
  app.addContentTypeParser(protobuf, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/im/anonymous-join', routeOptions, async (request, reply) => {
    const join = decoded(reply, request.body, decodeAnonymousJoin);
    if (!join) return reply;
    try {
      await gateway.faults.delay();
      const injected = gateway.faults.takeFailure('anonymous-join');
      if (injected !== undefined) throw new ImError(injected, 'injected fault on anonymous-join');
      if (join.sdkAppId !== Number((await siteConfig(gateway.context)).im_sdkappid)) throw invalidParameter('wrong sdk_app_id');
      const group = await requireGroup(gateway.context.db, join.groupId);
      // Spec 001 §5: anonymous join is for live chat rooms only; other groups are read by their members over the socket.
      if (group.type !== 'AVChatRoom')
        throw new ImError(ServerCode.NO_PERMISSION, `${group.id} is not a live chat room: log in and join it`);
      const key = gateway.polls.issue(group.id);
      gateway.presence.touch(group.id, key.memberId);
      return sendProtobuf(
        reply,
        encodeJoinGroupResponse({
          status: 'JoinedSuccess',
          groupType: group.type,
          longPollingKey: key.key,
          nextSequence: await nextGroupSequence(gateway.context.db, group.id),
        }),
      );
    } catch (error) {
      if (!(error instanceof ImError)) throw error;
      void reply.header('x-im-error-code', String(error.code)).header('x-im-error-info', encodeURIComponent(error.message));
      return sendProtobuf(reply, encodeJoinGroupResponse({ status: 'JoinFailed' }));
    }
  });

  // The requests every SDK sends are answered on Node's request (fast-poll.ts); the rest, and `app.inject`, come here.
  app.fastRoutes.add('POST', '/im/long-poll', fastPollRoute(gateway, app.fastRoutes, bodyLimit));
  app.post('/im/long-poll', routeOptions, async (request, reply) => {
    const poll = decoded(reply, request.body, readPollRequest);
    if (!poll) return reply;
    // Shutdown waits (briefly) for this answer; the response's close (sent, or the client went away) ends the hold and
    // any wait. `on`, not `once`: a response closes once, and `once` wraps each listener per poll.
    const held = gateway.polls.hold();
    reply.raw.on('close', () => held.closed());
    // Nothing returned once answered: returning the reply (a thenable) would make the handler's promise call its then().
    await answerLongPoll(gateway, poll, held, sendProtobuf, reply);
  });
}
