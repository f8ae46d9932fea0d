import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrame, protocolVersion } from '../../runtime/im/protocol/codec.ts';
import { decodeGroupResponse, encodeGroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import {
  conversationSettingsCommands,
  extraCommands,
  fuzzedBody,
  groupCommands,
  messageKindCommands,
  moreMessageCommands,
  relationshipCommands,
  seededRandom,
  serviceCommands,
  uploadCommands,
} from './fuzzed-frames.ts';
import { chatUser, loggedIn, textMessage, type RawImClient } from './im-test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Issue 18: 10,000 fuzzed frames for the relationship, group, topic, attribute, counter, upload, status, report, config,
 * receipt, extension, translation, merged-message, send, hopping and conversation settings commands without a crash. Every frame is answered
 * with a protocol code (docs/im-protocol.md "Server error codes"), never the 60022 that the gateway answers when a
 * command throws something other than a refusal, and the socket and the gateway stay usable after them.
 */
describe('IM relationship and group commands under fuzzing', () => {
  let server: TestServer;
  let owner: RawImClient;
  let fuzzer: RawImClient;
  const known: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const users = { owner: await chatUser(server, 'fuzzowner'), fuzzer: await chatUser(server, 'fuzzer01') };
    [owner, fuzzer] = [await loggedIn(server, users.owner), await loggedIn(server, users.fuzzer)];
    const created = await owner.request('group.create', { group: encodeGroupRequest({ profile: { type: 'Public', name: '巴萨球迷' } }) });
    // A community with a topic that the fuzzer owns, so topic commands get past the owner's checks.
    const community = await fuzzer.request('group.create', {
      group: encodeGroupRequest({ profile: { type: 'Community', name: '社区', isSupportTopic: true }, userIds: [users.owner.id] }),
    });
    const communityId = decodeGroupResponse(community.group!).groupId!;
    const topic = await fuzzer.request('topic.create', { group: encodeGroupRequest({ groupId: communityId, topic: { name: '话题' } }) });
    // Messages that ask for receipts and take extensions, so receipt and extension commands reach the database.
    for (const random of [1, 2]) {
      const body = textMessage(users.fuzzer.id, '回执', random);
      Object.assign(body.sendMessageRequest!.message!, { needReadReceipt: true, isSupportExtension: true });
      await owner.request('c2c.send', body);
    }
    known.push(
      users.owner.id,
      users.fuzzer.id,
      decodeGroupResponse(created.group!).groupId!,
      'live_1',
      'NOTIFY_ROOM',
      '@TGS#_community',
      communityId,
      decodeGroupResponse(topic.group!).topicId!,
    );
  });
  afterAll(async () => {
    owner.close();
    fuzzer.close();
    await server.close();
  });

  it('answers 10,000 seeded random frames, each with a protocol code, and stays up', async () => {
    const random = seededRandom(18);
    const commands = [
      ...relationshipCommands,
      ...groupCommands,
      ...uploadCommands,
      ...serviceCommands,
      ...extraCommands,
      ...moreMessageCommands,
      ...messageKindCommands,
      ...conversationSettingsCommands,
    ];
    const codes = new Set<number>(Object.values(ServerCode));
    const unexpected: string[] = [];
    // Windows of 50 frames in flight: the gateway handles a socket's frames one after another anyway.
    for (let start = 0; start < 10_000; start += 50) {
      const window = Array.from({ length: 50 }, (_, offset) => {
        const index = start + offset;
        const command = commands[index % commands.length];
        return fuzzer.request(command, fuzzedBody(command, Math.floor(index / commands.length), random, known)).then((answer) => {
          const code = answer.errorCode ?? 0;
          if (code === ServerCode.SERVICE_OVERLOAD || (code !== 0 && !codes.has(code)))
            unexpected.push(`#${index} ${command}: ${code} ${answer.errorInfo}`);
        });
      });
      await Promise.all(window);
    }
    expect(unexpected).toEqual([]);

    fuzzer.sendRaw(
      encodeFrame({ header: { version: protocolVersion, command: 'group.create', sequence: 0 }, group: new Uint8Array([255, 255]) }),
    );
    expect((await fuzzer.request('hello')).errorCode).toBe(0);
    const profile = await fuzzer.request('group.profile', { group: encodeGroupRequest({ groupIds: [known[2]] }) });
    expect(decodeGroupResponse(profile.group!).groups?.[0]).toMatchObject({ groupId: known[2], errorCode: 0 });
    expect(server.im.socketCount).toBe(2);
  });
});
