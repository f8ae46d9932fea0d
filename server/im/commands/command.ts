import type { Frame, FrameBody } from '../../../runtime/im/protocol/codec.ts';
import type { ImConnection, SessionUser } from '../connection.ts';
import type { ChatContext, ChatGateway } from '../gateway-port.ts';

/** What a command handler gets: the request, who sent it, and where to reach everything else. */
export interface CommandCall {
  gateway: ChatGateway;
  context: ChatContext;
  connection: ImConnection;
  frame: Frame;
  /** The socket's login, checked by the dispatcher. */
  user: SessionUser;
  /** Unix seconds of the server clock at the start of the call. */
  now: number;
  /** Runs `work` once the response is sent: pushes that must not overtake it (the sender's own inbox push). */
  afterResponse(work: () => void): void;
}

/** What `login` gets: there is no login yet. */
export type LoginCall = Omit<CommandCall, 'user'>;

/** A command: answers the response's body fields (none: an empty success) or throws an ImError. */
export type CommandHandler = (call: CommandCall) => Promise<FrameBody | void>;

/** Registered user ids are numeric; guests are `guest_...` and may not send. */
export const isGuest = (userId: string): boolean => userId.startsWith('guest_');
