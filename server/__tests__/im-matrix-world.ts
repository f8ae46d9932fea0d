import type { Frame } from '../../runtime/im/protocol/codec.ts';
import { encodeMergerList } from '../../runtime/im/protocol/codec.ts';
import { encodeConversationRequest, type ConversationRequest } from '../../runtime/im/protocol/conversation-codec.ts';
import { encodeExtraRequest, type ExtraRequest, type WireMessageKey } from '../../runtime/im/protocol/extra-codec.ts';
import { decodeGroupResponse, encodeGroupRequest, type GroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { encodeMoreMessagesRequest, mergerContentType, type MoreMessagesRequest } from '../../runtime/im/protocol/message-codec.ts';
import { encodeRelationshipRequest, type RelationshipRequest } from '../../runtime/im/protocol/relationship-codec.ts';
import { encodeServiceRequest, type ServiceRequest } from '../../runtime/im/protocol/service-codec.ts';
import {
  decodeUploadResponse,
  encodeUploadRequest,
  type UploadRequest,
  type UploadResponse,
} from '../../runtime/im/protocol/upload-codec.ts';
import { signImUser } from '../security/tokens.ts';
import { chatUser, loggedIn, nowSeconds, textMessage, type RawImClient } from './im-test-client.ts';
import type { TestServer } from './test-server.ts';

export type Body = Omit<Frame, 'header' | 'errorCode' | 'errorInfo'>;

/** The logged-in callers of the chat matrix, from the least to the most trusted in a group. */
export const callerKinds = ['guest', 'user', 'member', 'admin', 'owner'] as const;
export type Kind = (typeof callerKinds)[number];
/** Everyone with a socket: the callers and `peer`, another user whose data the others must not reach. */
export type Person = Kind | 'peer';

/** The live room of the seed (liveid 101), open to everyone. */
export const liveRoom = 'live_101';

export const group = (request: GroupRequest): Body => ({ group: encodeGroupRequest(request) });
export const relationship = (request: RelationshipRequest): Body => ({ relationship: encodeRelationshipRequest(request) });
export const service = (request: ServiceRequest): Body => ({ service: encodeServiceRequest(request) });
export const upload = (request: UploadRequest): Body => ({ upload: encodeUploadRequest(request) });
export const extra = (request: ExtraRequest): Body => ({ messageExtra: encodeExtraRequest(request) });
export const moreMessages = (request: MoreMessagesRequest): Body => ({ moreMessages: encodeMoreMessagesRequest(request) });
export const conversation = (request: ConversationRequest): Body => ({ conversation: encodeConversationRequest(request) });

/** A stored message: its MessageKey (receipts), MessageRef fields (revoke, modify) and extension key. */
export type SentMessage = WireMessageKey & { messageKey: string };

/**
 * What the rows' bodies name: a user of each kind with a socket, a Public group and a community with a topic where
 * `owner`, `admin` and `member` hold those roles (`user` and `peer` are in neither), and makers of fresh objects for
 * the calls that use theirs up (a group to dismiss, a message to revoke).
 */
export interface World {
  server: TestServer;
  ids: Record<Person, string>;
  client(who: Person): RawImClient;
  club: string;
  community: string;
  topic: string;
  /** A unique number (message randoms, names). */
  unique(): number;
  /** A new group of `type` with owner, admin (Admin) and member (Member). */
  freshGroup(type?: 'Public' | 'ChatRoom' | 'Community'): Promise<string>;
  /** A new topic in the community. */
  freshTopic(): Promise<string>;
  /** A stored message from `from` to a user or a group, asking for receipts and taking extensions. */
  message(from: Person, to: string, command?: 'c2c.send' | 'group.send'): Promise<SentMessage>;
  /** Upload credentials of `who`. */
  credentials(who: Person): Promise<UploadResponse>;
  /** The download key of a merged list `who` uploaded. */
  merger(who: Person): Promise<string>;
  /** The seed's live room's anchor (anchor01) and one of its anchor admins (anchoradmin), logged in. */
  roomManager(who: 'anchor' | 'anchor admin'): RawImClient;
  /** Logs `who`'s socket in again (after a logout). */
  relogin(who: Person): Promise<void>;
}

async function ok(client: RawImClient, command: string, body: Body): Promise<Frame> {
  const answer = await client.request(command, body);
  if (answer.errorCode) throw new Error(`${command} failed while preparing the matrix: ${answer.errorCode} ${answer.errorInfo}`);
  return answer;
}

/** Logs everyone in and builds the groups; `guest` is the chat identity of getGuestInfo. */
export async function buildWorld(server: TestServer): Promise<World> {
  const guestInfo = (await server.call<{ userid: string; txim_sign: string }>('/api/user/getGuestInfo')).data;
  const people = {
    user: await chatUser(server, 'mxuser'),
    member: await chatUser(server, 'mxmember'),
    admin: await chatUser(server, 'mxadmin'),
    owner: await chatUser(server, 'mxowner'),
    peer: await chatUser(server, 'mxpeer'),
  };
  const signed: Record<Person, { id: string; signature: string }> = {
    guest: { id: guestInfo.userid, signature: guestInfo.txim_sign },
    ...people,
  };
  const clients = {} as Record<Person, RawImClient>;
  for (const [who, user] of Object.entries(signed)) clients[who as Person] = await loggedIn(server, user);
  const ids = Object.fromEntries(Object.entries(signed).map(([who, user]) => [who, user.id])) as Record<Person, string>;
  async function relogin(who: Person): Promise<void> {
    const answer = await clients[who].login(signed[who].id, signed[who].signature);
    if (answer.errorCode) throw new Error(`login again failed: ${answer.errorCode} ${answer.errorInfo}`);
  }
  const seeded = async (account: string) => {
    const [row] = await server.db.query<{ id: number }>('select id from users where account = $1', [account]);
    return loggedIn(server, {
      id: String(row.id),
      signature: signImUser(server.context.imSecret, String(row.id), nowSeconds(server) + 3600),
    });
  };
  const managers = { anchor: await seeded('anchor01'), 'anchor admin': await seeded('anchoradmin') };
  let counter = 0;
  const unique = () => ++counter;
  const owner = clients.owner;

  async function freshGroup(type: 'Public' | 'ChatRoom' | 'Community' = 'Public'): Promise<string> {
    const profile = { type, name: `矩阵${unique()}`, isSupportTopic: type === 'Community' };
    const created = await ok(owner, 'group.create', group({ profile, userIds: [ids.admin, ids.member] }));
    const groupId = decodeGroupResponse(created.group!).groupId!;
    await ok(owner, 'group.setRole', group({ groupId, userId: ids.admin, role: 'Admin' }));
    return groupId;
  }
  const club = await freshGroup();
  const community = await freshGroup('Community');
  const freshTopic = async () =>
    decodeGroupResponse((await ok(owner, 'topic.create', group({ groupId: community, topic: { name: `话题${unique()}` } }))).group!)
      .topicId!;
  const topic = await freshTopic();

  async function message(
    from: Person,
    to: string,
    command: 'c2c.send' | 'group.send' = to.startsWith('@') ? 'group.send' : 'c2c.send',
  ): Promise<SentMessage> {
    const random = unique();
    const body = textMessage(to, '矩阵消息', random);
    Object.assign(body.sendMessageRequest!.message!, { needReadReceipt: true, isSupportExtension: true, clientSequence: random });
    const sent = (await ok(clients[from], command, body)).sendMessageResponse!;
    const key = { conversationType: command === 'c2c.send' ? 1 : 2, from: ids[from], to, sequence: sent.sequence ?? 0, random };
    return { ...key, messageKey: `${random}_${random}_${sent.time}` };
  }

  const credentials = async (who: Person) => decodeUploadResponse((await ok(clients[who], 'upload.credentials', upload({}))).upload!);

  async function merger(who: Person): Promise<string> {
    const list = encodeMergerList([{ from: ids[who], to: ids.peer, random: unique(), elements: [{ type: 'TIMTextElem', text: '合并' }] }]);
    const keys = await credentials(who);
    const signed = await ok(
      clients[who],
      'upload.sign',
      upload({
        tmpSecretId: keys.tmpSecretId,
        sessionToken: keys.sessionToken,
        expiredTime: keys.expiredTime,
        fileType: mergerContentType,
        fileName: 'list.merger',
        fileSize: list.length,
        uploadMethod: 'PUT',
        duration: 600,
      }),
    );
    const address = decodeUploadResponse(signed.upload!);
    const put = await fetch(address.uploadUrl!, { method: 'PUT', headers: { 'content-type': mergerContentType }, body: list });
    if (!put.ok) throw new Error(`merged list upload failed: ${put.status}`);
    return new URL(address.downloadUrl!).pathname.split('/').pop()!;
  }

  return {
    server,
    ids,
    client: (who) => clients[who],
    club,
    community,
    topic,
    unique,
    freshGroup,
    freshTopic,
    message,
    credentials,
    merger,
    relogin,
    roomManager: (who) => managers[who],
  };
}
