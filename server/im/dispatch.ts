import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Frame, FrameBody } from '../../runtime/im/protocol/codec.ts';
import type { CommandHandler, LoginCall } from './commands/command.ts';
import { configCommands } from './commands/config-commands.ts';
import { conversationCommands } from './commands/conversation-commands.ts';
import { conversationGroupCommands } from './commands/conversation-group-commands.ts';
import { conversationSettingsCommands } from './commands/conversation-settings-commands.ts';
import { friendApplicationCommands } from './commands/friend-application-commands.ts';
import { friendCommands } from './commands/friend-commands.ts';
import { friendGroupCommands } from './commands/friend-group-commands.ts';
import { groupApplicationCommands } from './commands/group-application-commands.ts';
import { topicCommands } from './commands/topic-commands.ts';
import { groupAttributeCommands } from './commands/group-attribute-commands.ts';
import { groupCommands } from './commands/group-commands.ts';
import { groupManageCommands } from './commands/group-manage-commands.ts';
import { groupMemberCommands } from './commands/group-member-commands.ts';
import { historyCommands } from './commands/history-commands.ts';
import { messageCommands } from './commands/message-commands.ts';
import { moreMessageCommands } from './commands/more-message-commands.ts';
import { profileCommands } from './commands/profile-commands.ts';
import { reportCommands } from './commands/report-commands.ts';
import { sendCommands } from './commands/send-commands.ts';
import { login, sessionCommands } from './commands/session-commands.ts';
import { statusCommands } from './commands/status-commands.ts';
import { uploadCommands } from './commands/upload-commands.ts';
import { receiptCommands } from './commands/receipt-commands.ts';
import { extensionCommands } from './commands/extension-commands.ts';
import { groupMemberFieldCommands } from './commands/group-member-field-commands.ts';
import type { ImConnection, SessionUser } from './connection.ts';
import { ImError, invalidParameter } from './errors.ts';
import type { ChatGateway } from './gateway-port.ts';
import { responseHeader, unixNow } from './wire.ts';

/** Every command of docs/im-protocol.md but login, which is the only one allowed before a login. */
export const commands: Record<string, CommandHandler> = {
  ...sessionCommands,
  ...sendCommands,
  ...historyCommands,
  ...messageCommands,
  ...conversationCommands,
  ...groupCommands,
  ...friendCommands,
  ...friendApplicationCommands,
  ...friendGroupCommands,
  ...profileCommands,
  ...groupManageCommands,
  ...groupMemberCommands,
  ...groupApplicationCommands,
  ...topicCommands,
  ...groupAttributeCommands,
  ...uploadCommands,
  ...configCommands,
  ...statusCommands,
  ...reportCommands,
  ...receiptCommands,
  ...extensionCommands,
  ...groupMemberFieldCommands,
  ...moreMessageCommands,
  ...conversationGroupCommands,
  ...conversationSettingsCommands,
};

/** The socket's login, if this request may use it: 6014 without one (or with another access key), 70001 once expired. */
function sessionOf(connection: ImConnection, frame: Frame, now: number, command: string): SessionUser {
  const user = connection.user;
  if (!user || frame.header?.userSig !== user.a2Key) throw new ImError(ServerCode.NOT_LOGGED_IN, 'not logged in');
  if (user.expireAt <= now && command !== 'logout') throw new ImError(ServerCode.USERSIG_EXPIRED, 'user signature expired; log in again');
  return user;
}

/**
 * Handles one request frame and answers it: the one place where handler results and ImErrors become responses.
 * Order of checks: an injected failure, an unknown command (10004), no login (6014), an expired login (70001).
 */
export async function dispatch(gateway: ChatGateway, connection: ImConnection, frame: Frame): Promise<void> {
  const header = frame.header ?? {};
  const command = header.command ?? '';
  const context = gateway.context;
  const deferred: (() => void)[] = [];
  const answer = (body: FrameBody, errorCode = 0, errorInfo = '') =>
    connection.send({ header: responseHeader(header, connection.user?.id ?? header.userId ?? ''), errorCode, errorInfo, ...body });
  try {
    const injected = gateway.faults.takeFailure(command);
    if (injected !== undefined) throw new ImError(injected, `injected fault on ${command}`);
    const handler = commands[command];
    if (!handler && command !== 'login') throw invalidParameter(`unknown command "${command}"`);
    const now = unixNow(context.clock.now());
    const call: LoginCall = { gateway, context, connection, frame, now, afterResponse: (work) => deferred.push(work) };
    const body = handler ? await handler({ ...call, user: sessionOf(connection, frame, now, command) }) : await login(call);
    answer(body ?? {});
    for (const work of deferred) work();
  } catch (error) {
    if (error instanceof ImError) return answer(error.body ?? {}, error.code, error.message);
    // Unexpected faults (the database went away ...) answer "overloaded", which clients retry, and are logged.
    gateway.log.error({ err: error, command }, 'im command failed');
    answer({}, ServerCode.SERVICE_OVERLOAD, 'server error');
  }
}
