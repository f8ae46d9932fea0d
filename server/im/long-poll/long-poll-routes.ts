import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeAnonymousJoin, encodeJoinGroupResponse, type LongPollResponse } from '../../../runtime/im/protocol/codec.ts';
import { siteConfig } from '../../domain/site/site-config.ts';
import { ImError, invalidParameter } from '../errors.ts';
import type { ChatGateway } from '../gateway-port.ts';
import { nextGroupSequence, requireGroup } from '../groups.ts';
import { collectMessages } from './collect-messages.ts';
import { encodePollAnswer } from './poll-answer.ts';
import { readPollRequest } from './poll-request.ts';
import type { PollKey } from './poll-hub.ts';

const protobuf = 'application/x-protobuf';
/** Both bodies are a few dozen bytes. */
const bodyLimit = 4 * 1024;
/**
 * Protobuf bodies of a few dozen bytes each way: compression hooks would only cost time, and a match's delta answers
 * thousands of polls at once (bench/match-fanout.ts).
 */
const routeOptions = { bodyLimit, compress: false, decompress: false } as const;
/** Group events of long_poll_response: the group is gone; the member was banned from it (spec 001 §4 notice 21). */
const dismissedEvent = 5;
const bannedEvent = 21;

function sendProtobuf(reply: FastifyReply, bytes: Uint8Array): void {
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  void reply.code(200).type(protobuf).send(body);
}

/*
 * What a poll answers, and its ban, are functions of the module, not closures made per poll: the server runs under
 * tsx, which names every closure held in a variable with a property write when it is made, and a match's delta
 * answers thousands of polls at once (docs/decisions.md "Fan-out cost per member"). They return nothing: a handler
 * that returned the reply (a thenable) made its promise call the reply's then(), a turn more per poll.
 */
function answerPoll(reply: FastifyReply, key: string, response: LongPollResponse): void {
  sendProtobuf(reply, encodePollAnswer(key, response));
}

/** Every answer to a key this node took hands back the key brought up to date (last use, online-only messages delivered, presence node). */
function answerRefreshed(reply: FastifyReply, gateway: ChatGateway, entry: PollKey, response: LongPollResponse): void {
  answerPoll(reply, gateway.polls.refreshed(entry), response);
}

function answerBanned(reply: FastifyReply, gateway: ChatGateway, entry: PollKey, key: string, startSequence: number): void {
  gateway.endPollKeys(entry.groupId, entry.memberId);
  answerPoll(reply, key, { nextSequence: startSequence, events: [bannedEvent] });
}

/** Decodes a body or answers HTTP 400: a body that is not the named message is the client's bug, not a chat error. */
function decoded<T>(reply: FastifyReply, body: unknown, decode: (bytes: Buffer) => T): T | undefined {
  try {
    if (!Buffer.isBuffer(body)) throw new Error('no body');
    return decode(body);
  } catch {
    void reply.code(400).type('text/plain').send('the body is not the protobuf message this call takes');
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

  app.post('/im/long-poll', routeOptions, async (request, reply) => {
    const poll = decoded(reply, request.body, readPollRequest);
    if (!poll) return reply;
    // Shutdown waits (briefly) for this answer; the response's close (sent, or the client went away) ends the hold and
    // any wait. `on`, not `once`: a response closes once, and `once` wraps each listener per poll.
    const held = gateway.polls.hold();
    reply.raw.on('close', () => held.closed());
    // Awaited only when set: each await of a poll is a turn of the event loop's queue, times thousands per delta.
    if (gateway.faults.delayMs > 0) await gateway.faults.delay();
    const injected = gateway.faults.takeFailure('long-poll');
    if (injected !== undefined) return answerPoll(reply, poll.key, { errorCode: injected, errorInfo: 'injected fault on long-poll' });
    // The key is signed and carries what it grants (poll-key.ts): any gateway node of the cluster answers it.
    const entry = gateway.polls.use(poll.key);
    if (!entry)
      return answerPoll(reply, poll.key, { errorCode: ServerCode.INVALID_PARAMETER, errorInfo: 'unknown long polling key; join again' });
    if (gateway.polls.isBanned(entry)) return answerBanned(reply, gateway, entry, poll.key, poll.startSequence);
    if (gateway.polls.counts(entry)) gateway.presence.touch(entry.groupId, entry.memberId);
    try {
      if (!gateway.polls.tails.roomRecentlyChecked(entry.groupId))
        await gateway.polls.tails.checkRoom(entry.groupId, () => requireGroup(gateway.context.db, entry.groupId));
    } catch (error) {
      if (error instanceof ImError && error.code === ServerCode.GROUP_NOT_FOUND)
        return answerRefreshed(reply, gateway, entry, { nextSequence: poll.startSequence, events: [dismissedEvent] });
      throw error;
    }
    // Listed before the first look, so a message stored in between still wakes this poll.
    held.watch(entry.groupId);
    // Each look is awaited only when the room's tail had to be read: an await is a turn per poll.
    let look = collectMessages(gateway, entry, poll.startSequence);
    let found = look instanceof Promise ? await look : look;
    if (found.ready || gateway.isClosing) held.cancel();
    else {
      await held.until(gateway.settings.longPollHoldMs);
      // At shutdown the database is about to close: answer what the client has, and it polls the next server.
      if (gateway.isClosing) return answerRefreshed(reply, gateway, entry, { nextSequence: found.nextSequence });
      if (gateway.polls.isBanned(entry)) return answerBanned(reply, gateway, entry, poll.key, poll.startSequence);
      look = collectMessages(gateway, entry, poll.startSequence);
      found = look instanceof Promise ? await look : look;
    }
    return answerRefreshed(reply, gateway, entry, { nextSequence: found.nextSequence, messages: found.messages });
  });
}
