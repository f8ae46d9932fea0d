import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { createHash } from 'node:crypto';
import { newToken, verifyImUser } from '../../security/tokens.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { newestInboxSequence } from '../store/message-store.ts';
import type { Database } from '../../db/database.ts';
import type { FrameBody } from '../../../runtime/im/protocol/codec.ts';
import type { CommandHandler, LoginCall } from './command.ts';
import { nickAndAvatarOf } from '../store/user-store.ts';

/** Seconds between heartbeats the client is told to keep. */
export const helloIntervalSeconds = 120;

/** A stable numeric id per user id (the protocol's tinyId), without a table: the first 48 bits of its hash. */
const tinyIdOf = (userId: string): string => String(createHash('sha256').update(userId).digest().readUIntBE(0, 6));

/** A registered user's nick and avatar, the ones the server puts on their messages; guests send nothing, so none. */
async function profileOf(db: Database, userId: string): Promise<{ nick: string; avatar: string }> {
  if (!/^\d{1,9}$/.test(userId)) return { nick: '', avatar: '' };
  const row = await nickAndAvatarOf(db, Number(userId));
  return { nick: row?.nick_name ?? '', avatar: row?.avatar ?? '' };
}

/**
 * `login`: checks the user signature of the header's user id (70003 not genuine, 70001 expired) and binds the
 * socket to the user with a fresh access key. Another socket of the user is kicked or replaced (see ImGateway.login).
 */
export async function login(call: LoginCall): Promise<FrameBody> {
  const { gateway, context, connection, frame, now } = call;
  const userId = frame.header?.userId ?? '';
  const signature = frame.header?.userSig ?? '';
  if (!userId) throw invalidParameter('header.user_id is required');
  // Checked against time 0 first, so a genuine but expired signature is told apart from a forged one.
  if (!verifyImUser(context.imSecret, userId, signature, 0)) throw new ImError(ServerCode.USERSIG_INVALID, 'user signature invalid');
  const expireAt = Number(signature.split('.')[0]);
  if (expireAt <= now) throw new ImError(ServerCode.USERSIG_EXPIRED, 'user signature expired');
  const instanceId = frame.header?.instanceId || connection.instanceId;
  const user = { id: userId, a2Key: newToken(), tinyId: tinyIdOf(userId), instanceId, expireAt };
  const inboxSequence = await newestInboxSequence(context.db, userId);
  const profile = await profileOf(context.db, userId);
  gateway.login(connection, user);
  return {
    loginResponse: {
      a2Key: user.a2Key,
      tinyId: user.tinyId,
      helloInterval: helloIntervalSeconds,
      instanceId,
      timeStamp: now,
      purchaseBits: gateway.settings.purchaseBits,
      inboxSequence,
      ...profile,
    },
  };
}

/** `logout` and `hello`. */
export const sessionCommands: Record<string, CommandHandler> = {
  async logout({ gateway, connection }) {
    gateway.logout(connection);
  },

  async hello({ now }) {
    return { helloResponse: { timeStamp: now } };
  },
};
