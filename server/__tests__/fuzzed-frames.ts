import type { Frame, WireElement } from '../../runtime/im/protocol/codec.ts';
import { encodeGroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { encodeRelationshipRequest } from '../../runtime/im/protocol/relationship-codec.ts';
import { encodeUploadRequest } from '../../runtime/im/protocol/upload-codec.ts';
import { encodeServiceRequest } from '../../runtime/im/protocol/service-codec.ts';
import { encodeExtraRequest } from '../../runtime/im/protocol/extra-codec.ts';
import { encodeMoreMessagesRequest } from '../../runtime/im/protocol/message-codec.ts';
import { encodeConversationRequest } from '../../runtime/im/protocol/conversation-codec.ts';

/** The relationship commands (docs/im-protocol.md "Relationship commands"): their body is `relationship` bytes. */
export const relationshipCommands = [
  'friend.list',
  'friend.add',
  'friend.update',
  'friend.delete',
  'friend.check',
  'friendApplication.list',
  'friendApplication.respond',
  'friendApplication.delete',
  'friendApplication.read',
  'friendGroup.list',
  'friendGroup.create',
  'friendGroup.delete',
  'friendGroup.rename',
  'friendGroup.add',
  'friendGroup.remove',
  'profile.get',
  'profile.set',
  'blacklist.get',
  'blacklist.add',
  'blacklist.delete',
];
/** The group commands (docs/im-protocol.md "Group commands"): their body is `group` bytes, but join and quit's `groupRequest`. */
export const groupCommands = [
  'group.create',
  'group.list',
  'group.profile',
  'group.search',
  'group.update',
  'group.changeOwner',
  'group.dismiss',
  'group.applications',
  'group.handleApplication',
  'group.members',
  'group.memberProfile',
  'group.addMembers',
  'group.deleteMembers',
  'group.setRole',
  'group.mute',
  'group.nameCard',
  'group.join',
  'group.quit',
  'topic.create',
  'topic.delete',
  'topic.update',
  'topic.list',
  'group.attributes.init',
  'group.attributes.set',
  'group.attributes.delete',
  'group.attributes.get',
  'group.counters.update',
  'group.counters.get',
  'group.memberCustomField',
  'group.mark',
];

/** The receipt and extension commands (docs/im-protocol.md "Receipt and extension commands"): their body is `message_extra` bytes. */
export const extraCommands = ['receipt.send', 'receipt.list', 'receipt.detail', 'extension.get', 'extension.modify'];

/** The upload commands (docs/im-protocol.md "Upload commands"): their body is `upload` bytes. */
export const uploadCommands = ['upload.credentials', 'upload.sign'];

/** The status, report and config commands (docs/im-protocol.md "User status commands", "Report commands"): `service` bytes. */
export const serviceCommands = [
  'status.set',
  'status.get',
  'status.subscribe',
  'status.unsubscribe',
  'report.quality',
  'report.events',
  'config.commercial',
  'config.cloud',
];
/** The messages module's commands (docs/im-protocol.md "Translation and merged-message commands"): `more_messages` bytes. */
export const moreMessageCommands = ['translate.text', 'merger.download', 'roaming.hop'];
/** Sends and history with the new kinds and fields: faces, locations, merged messages, receivers, push info, hopping. */
export const messageKindCommands = ['c2c.send', 'group.send'];
/** The conversation settings commands (docs/im-protocol.md "Conversation settings commands"): `conversation` bytes. */
export const conversationSettingsCommands = [
  'conversationGroup.list',
  'conversationGroup.create',
  'conversationGroup.delete',
  'conversationGroup.rename',
  'conversationGroup.add',
  'conversationGroup.remove',
  'conversation.mark',
  'conversation.customData',
  'conversation.remind',
  'conversation.clearHistory',
  'conversation.deleteGroupAt',
];

/** A linear congruential generator: the same seed gives the same frames, so a failure is replayed by its index. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

type Body = Omit<Frame, 'header' | 'errorCode' | 'errorInfo'>;

/**
 * The body of the i-th fuzzed frame for `command`. Of every ten: eight of random bytes (mostly undecodable, or decoded
 * as junk), one well-formed request of random field values drawn from `known` (ids that exist, so the commands get
 * past validation into the database) and junk, one such request corrupted (flipped bytes, cut short). Well-formed
 * requests cost a few database queries each, random bytes rarely any: this mix keeps 10,000 frames within seconds.
 */
export function fuzzedBody(command: string, index: number, random: (below: number) => number, known: string[]): Body {
  const pick = <T>(choices: readonly T[]): T => choices[random(choices.length)];
  const text = (): string =>
    pick([
      () => '',
      () => pick(known),
      () => 'x'.repeat(random(400)),
      () => String.fromCodePoint(...Array.from({ length: random(40) }, () => 32 + random(0x4e00))),
      () => '赌博',
    ]).call(null);
  const number = (): number => pick([0, 1, 2, 3, 4, 50, 100, 101, 2 ** 32 - 1, random(2 ** 31)]);
  const texts = (): string[] => Array.from({ length: pick([0, 1, 2, 5, 51, 120]) }, text);
  if (command === 'group.join' || command === 'group.quit') return { groupRequest: { groupId: text(), applyMessage: text() } };
  if (command.endsWith('.send')) {
    const degrees = () => pick([0, 90, -90, 180, 181, 1e308, -0.5, 'x', null]);
    const fields = () =>
      JSON.stringify({
        index: pick([0, 1, -1, 1.5, 'x']),
        data: text(),
        description: text(),
        longitude: degrees(),
        latitude: degrees(),
        title: text(),
        abstractList: pick([texts(), 'x', [1, {}]]),
        compatibleText: text(),
        messageNumber: number(),
        downloadKey: pick(['', text(), 'im-1-0123456789abcdef.merger']),
        ...mediaFields(),
      });
    // Voice, video and file fields: urls of the store (none uploaded), of other kinds, or junk; sizes and lengths at and past their bounds.
    const url = () =>
      pick([
        '',
        text(),
        'http://127.0.0.1:1/storage/files/im-1-0123456789abcdef.mp3',
        'http://127.0.0.1:1/storage/files/im-1-0123456789abcdef.png',
      ]);
    const mediaFields = () => ({
      url: url(),
      videoUrl: url(),
      fileUrl: url(),
      size: number(),
      videoSize: number(),
      fileSize: number(),
      second: pick([0, 86400, 86401, -1, 'x']),
      videoSecond: number(),
      videoFormat: pick(['mp4', 'mov', text()]),
      fileName: pick(['', text(), 'a/b\\c.pdf']),
    });
    const element = () =>
      pick(['TIMFaceElem', 'TIMLocationElem', 'TIMRelayElem', 'TIMTextElem', 'TIMSoundElem', 'TIMVideoFileElem', 'TIMFileElem', text()]);
    const elements = (depth: number): WireElement[] =>
      Array.from({ length: pick([0, 1, 2]) }, () => ({
        type: element(),
        text: text(),
        data: pick([fields(), text(), '{', '[]', 'null']),
        messageList: depth > 0 ? Array.from({ length: random(3) }, () => ({ from: text(), elements: elements(depth - 1) })) : [],
      }));
    const message = {
      to: text(),
      random: number(),
      elements: elements(2),
      receiverList: texts(),
      offlinePushInfo: pick([JSON.stringify({ title: text(), description: text(), disablePush: random(2) === 1 }), text(), '[1]', '{']),
    };
    return { sendMessageRequest: { message, onlineOnly: random(4) === 0 } };
  }
  const more = moreMessageCommands.includes(command);
  // Topic commands carry `group` bytes too (docs/im-protocol.md "Topic commands").
  const group = command.startsWith('group.') || command.startsWith('topic.');
  const upload = command.startsWith('upload.');
  const service = serviceCommands.includes(command);
  const extra = command.startsWith('receipt.') || command.startsWith('extension.');
  // Small sequences name the messages the fuzz test stored; the rest are junk.
  const messageKey = () => ({
    conversationType: pick([1, 2, 3, 0]),
    from: text(),
    to: text(),
    sequence: pick([1, 2, 3, number()]),
    random: number(),
    time: number(),
    clientSequence: number(),
    messageKey: pick(['', text(), '1_2_3']),
  });
  const conversation = conversationSettingsCommands.includes(command);
  const kind = index % 10;
  let bytes: Uint8Array;
  if (kind < 8) bytes = Uint8Array.from({ length: random(64) }, () => random(256));
  else {
    bytes = conversation
      ? encodeConversationRequest({
          conversationIds: texts().map((id) => pick(['C2C', 'GROUP', '']) + id),
          groupName: text(),
          newGroupName: text(),
          markBit: number(),
          enableMark: random(2) === 1,
          customData: text(),
          userIds: texts(),
          groupId: text(),
          remindType: number(),
          groupAt: Array.from({ length: pick([0, 1, 3, 101]) }, () => ({ groupId: text(), sequence: number() })),
        })
      : more
        ? encodeMoreMessagesRequest({
            sourceTextList: texts(),
            source: pick(['auto', 'zh', 'pt-br', text()]),
            target: pick(['zh', 'pt', 'en', text()]),
            downloadKey: pick([text(), 'im-1-0123456789abcdef.merger']),
            conversationType: number(),
            peer: text(),
            sequence: number(),
            time: number(),
            count: number(),
            direction: number(),
          })
        : service
          ? encodeServiceRequest({
              customStatus: pick([text(), 'w4k=', '5Y+R5a2m', '']),
              userIds: texts(),
              unsubscribeAll: random(2) === 1,
              report: {
                kind: pick(['quality', 'events', text()]),
                madeAt: number(),
                sdkVersion: text(),
                quality: Array.from({ length: pick([0, 1, 3, 201]) }, () => ({
                  command: text(),
                  totalCount: number(),
                  successRate: pick([0, 1, Number.NaN, Infinity]),
                  averageDelay: number(),
                })),
                events: Array.from({ length: pick([0, 1, 20, 101]) }, () => ({
                  level: number(),
                  name: text(),
                  code: number(),
                  message: text(),
                  time: number(),
                })),
              },
            })
          : extra
            ? encodeExtraRequest({
                messages: Array.from({ length: pick([0, 1, 2, 101]) }, messageKey),
                message: messageKey(),
                filter: number(),
                cursor: text(),
                count: number(),
                extensions: Array.from({ length: pick([0, 1, 3, 21]) }, () => ({ key: text(), value: text(), seq: number() })),
                operateType: number(),
                startSequence: number(),
              })
            : upload
              ? encodeUploadRequest({
                  tmpSecretId: text(),
                  sessionToken: text(),
                  expiredTime: number(),
                  fileType: pick(['image/png', 'image/bmp', 'video/mp4', text()]),
                  fileName: text(),
                  fileSize: number(),
                  uploadMethod: pick(['PUT', 'POST', text()]),
                  duration: number(),
                })
              : group
                ? encodeGroupRequest({
                    groupId: text(),
                    groupIds: texts(),
                    profile: {
                      groupId: text(),
                      type: pick(['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community', text()]),
                      name: text(),
                      introduction: text(),
                      notification: text(),
                      avatar: text(),
                      joinOption: pick(['FreeAccess', 'NeedPermission', 'DisableApply', text()]),
                      muteAllMembers: pick(['On', 'Off', text()]),
                      isSupportTopic: random(2) === 1,
                    },
                    fields: texts(),
                    userIds: texts(),
                    offset: number(),
                    count: number(),
                    userId: text(),
                    role: pick(['Admin', 'Member', 'Owner', text()]),
                    muteSeconds: number(),
                    nameCard: text(),
                    handleAction: number(),
                    handleMessage: text(),
                    reason: text(),
                    topicIds: texts(),
                    topic: {
                      topicId: text(),
                      name: text(),
                      introduction: text(),
                      notification: text(),
                      avatar: text(),
                      customData: text(),
                      muteAllMembers: pick(['On', 'Off', text()]),
                    },
                    attributes: Array.from({ length: pick([0, 1, 3, 17]) }, () => ({ key: text(), value: text() })),
                    keys: texts(),
                    counters: Array.from({ length: pick([0, 1, 3, 21]) }, () => ({
                      key: text(),
                      value: pick([0, 1, -1, 1.5, 2 ** 53, Number.NaN, -(2 ** 60)]),
                    })),
                    counterMode: pick(['Set', 'Increase', 'Decrease', text()]),
                    memberCustomField: Array.from({ length: pick([0, 1, 6]) }, () => ({ key: text(), value: text() })),
                    markType: number(),
                    enableMark: random(2) === 1,
                  })
                : encodeRelationshipRequest({
                    userIds: texts(),
                    addItems: Array.from({ length: random(3) }, () => ({
                      to: text(),
                      source: pick(['AddSource_Type_web', text()]),
                      wording: text(),
                      remark: text(),
                    })),
                    type: number(),
                    remark: text(),
                    profileItems: Array.from({ length: random(3) }, () => ({
                      tag: pick(['Tag_Profile_IM_Nick', 'Tag_Profile_IM_Gender', 'Tag_Profile_Custom_x', text()]),
                      value: text(),
                    })),
                    startIndex: number(),
                    maxLimited: number(),
                    response: number(),
                    groupName: text(),
                    newGroupName: text(),
                    groupNames: texts(),
                  });
    if (kind === 9 && bytes.length > 0) {
      bytes = bytes.slice(0, 1 + random(bytes.length));
      for (let flips = random(4); flips >= 0; flips--) bytes[random(bytes.length)] = random(256);
    }
  }
  if (conversation) return { conversation: bytes };
  return more
    ? { moreMessages: bytes }
    : service
      ? { service: bytes }
      : extra
        ? { messageExtra: bytes }
        : upload
          ? { upload: bytes }
          : group
            ? { group: bytes }
            : { relationship: bytes };
}
