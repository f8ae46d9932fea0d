import { createHash, randomInt } from 'node:crypto';
import type { WireMessage } from '../../runtime/im/protocol/codec.ts';
import type { Database } from '../db/database.ts';
import type { MatchDeltaNotice } from '../domain/match-deltas-port.ts';
import type { ChatGateway } from './gateway-port.ts';
import { groupType, storeMessage, type MessageRow, type NewMessage } from './store/message-store.ts';
import { nickOf } from './store/user-store.ts';
import { onlineOnlyMessage, unixNow, wireMessage } from './wire.ts';

/** Sender of the messages the server writes into a live room itself: the account name of Tencent's REST admin. */
export const systemSender = 'administrator';

/**
 * The realtime messages the server writes into a live room (spec 000 §4 names the types; docs/im-api.md lists the
 * fields, who emits each and whether it is stored). Each travels as the JSON `data` of one TIMCustomElem.
 */
export type RoomEvent =
  | { type: 'EnterRoomMessage'; nick_name: string; uid: string }
  /** A chat line posted by the admin API: RoomMessage, or another type the API allows (SendPackage ...). */
  | { type: string; nick_name: string; content: string }
  | { type: 'revokeMessage'; msg_id: string; group_id: string; from: string; random: number; sequence: number; revoker: string }
  | { type: 'clearChatList'; group_id: string }
  | { type: 'Banuser'; uid: string; nick_name: string; duration: number }
  /** A room manager changed the room (docs/api.md "Managing a live room"): its title, its slow mode, its managers. */
  | { type: 'changeRoomTitle'; liveid: number; title: string; uid: string; nick_name: string }
  | { type: 'changePubConfig'; liveid: number; slow_mode: number; uid: string; nick_name: string }
  | { type: 'RoomNotifyTypeSetManager'; liveid: number; uid: string; nick_name: string; manager: 0 | 1 }
  /** A fan sent a gift in the room (POST /api/live/sendGift): names in Chinese and English, so apps say it in their language. */
  | {
      type: 'GiftAnimation';
      uid: string;
      nick_name: string;
      gift_id: number;
      gift_name: string;
      gift_name_en: string;
      icon: string;
      count: number;
      send_id: number;
    }
  /** A big gift sent in another room (docs/api.md "Gifts and following"): online-only, to every room but the sender's. */
  | OtherRoomGiftEvent
  /** A fan followed the room's anchor (POST /api/live/attentAnchor). */
  | { type: 'AttentAnchor'; uid: string; nick_name: string; anchorid: number }
  /** A match kicked off, in the notification group NOTIFY_ROOM (race-start-notices.ts). */
  | RaceStartEvent
  /** A football match's goal in NOTIFY_ROOM (race-start-notices.ts); the app tells the match's followers. */
  | MatchGoalEvent
  /** The match's quiz was settled (jobs/quiz-settlement.ts): the score and the fans' results. */
  | QuizBalanceFinishedEvent
  /** A match changed, in its channel `match_<id>` (jobs/match-deltas.ts). */
  | MatchDeltaNotice;

/** A gift of at least `bigGiftGold` told to the other rooms, so their viewers can go and watch (a link to the room). */
export interface OtherRoomGiftEvent {
  type: 'OtherRoomPackageNotify';
  uid: string;
  nick_name: string;
  liveid: number;
  anchorid: number;
  anchor_nick_name: string;
  gift_id: number;
  gift_name: string;
  gift_name_en: string;
  icon: string;
  count: number;
  amount: number;
}

/** One fan's settled answer, as QuizBalanceFinished tells the room. */
export interface QuizResult {
  uid: string;
  nick_name: string;
  question: 'result' | 'total';
  choice: string;
  stake: number;
  /** Package status: finished 2 or refund 3. */
  status: number;
  /** hit 1, missed 2; 0 for a refund. */
  hit: number;
  /** Gold paid back: winnings with the stake, the stake of a refund, 0 for a miss. */
  payout: number;
}

/** The realtime message a match's rooms get when its quiz is settled (spec 000 §4 QuizBalanceFinished). */
export interface QuizBalanceFinishedEvent {
  type: 'QuizBalanceFinished';
  matchid: number;
  home_score: number;
  away_score: number;
  /** How many answers this settlement decided (results may list fewer). */
  settled: number;
  results: QuizResult[];
}

/** What NOTIFY_ROOM hears when a match goes from waiting to in play; names in Chinese and English, so apps say it in their language. */
export interface RaceStartEvent {
  type: 'RaceStart';
  id: string;
  matchid: number;
  sport_id: number;
  league: string;
  league_en: string;
  home: string;
  home_en: string;
  away: string;
  away_en: string;
  desc: string;
}

/** A goal: the kickoff notice's names, the score after it and the side that scored; `id` is `goal_<match>_<incident>` (the incident's row id). */
export interface MatchGoalEvent extends Omit<RaceStartEvent, 'type'> {
  type: 'MatchGoal';
  home_score: number;
  away_score: number;
  side: 'home' | 'away';
}

/** A collision of the random (the idempotency key) with an earlier message of the same sender is retried this often. */
const storeAttempts = 3;

function systemMessage(groupId: string, event: RoomEvent, now: number): NewMessage {
  const nick = 'nick_name' in event ? event.nick_name : '';
  // The description is what a conversation list shows for a custom message: the line itself for chat lines.
  const description = 'content' in event ? event.content : '';
  return {
    conversationType: groupType,
    from: systemSender,
    to: groupId,
    thread: groupId,
    random: randomInt(1, 0xffffffff),
    time: now,
    clientTime: 0,
    clientSequence: 0,
    cloudCustomData: '',
    nick,
    avatar: '',
    priority: 0,
    elements: [{ type: 'TIMCustomElem', text: '', data: JSON.stringify(event), description, extension: '' }],
  };
}

/** Sends an online-only event to the group's sockets and to every poll key of it (once each, with its next answer). */
export function publishOnlineOnly(gateway: ChatGateway, groupId: string, event: RoomEvent): WireMessage {
  const message = onlineOnlyMessage(systemMessage(groupId, event, unixNow(gateway.context.clock.now())));
  gateway.polls.deliverOnlineOnly(groupId, message);
  gateway.pushToGroup(groupId, message);
  return message;
}

/** Stores a message in the group's history (it gets the next sequence), pushes it and wakes the group's polls. */
async function storeAndPublish(gateway: ChatGateway, groupId: string, message: () => NewMessage): Promise<MessageRow> {
  for (let attempt = 1; ; attempt++) {
    const stored = await storeMessage(gateway.context.db, message(), gateway.settings.keepGroupMessages);
    if (!stored.duplicate) {
      const wire = wireMessage(stored.row);
      gateway.polls.wake(groupId, wire);
      gateway.pushToGroup(groupId, wire);
      return stored.row;
    }
    if (attempt >= storeAttempts) throw new Error(`could not store a message in ${groupId}`);
  }
}

/** Stores an event in the group's history (it gets the next sequence), pushes it and wakes the group's polls. */
export function publishStored(gateway: ChatGateway, groupId: string, event: RoomEvent): Promise<MessageRow> {
  const now = unixNow(gateway.context.clock.now());
  return storeAndPublish(gateway, groupId, () => systemMessage(groupId, event, now));
}

/**
 * A text line in a live room from a user the server speaks for (a robot, domain/rooms/robots): stored, pushed and polled
 * exactly as a member's `group.send`, under the user's id and nick, so the room reads it as any viewer's line.
 */
export function publishUserText(
  gateway: ChatGateway,
  groupId: string,
  user: { id: string; nick: string },
  text: string,
  time: Date,
): Promise<MessageRow> {
  return storeAndPublish(gateway, groupId, () => ({
    conversationType: groupType,
    from: user.id,
    to: groupId,
    thread: groupId,
    random: randomInt(1, 0xffffffff),
    time: unixNow(time),
    clientTime: 0,
    clientSequence: 0,
    cloudCustomData: '',
    nick: user.nick,
    avatar: '',
    priority: 0,
    elements: [{ type: 'TIMTextElem', text, data: '', description: '', extension: '' }],
  }));
}

/**
 * The nick a live room shows for a chat user: a registered user's nick, or for a guest `游客` and four digits taken
 * from a hash of the guest id (stable for the guest, unlike a counter; the guest id itself is not for display).
 */
export async function chatNick(db: Database, userId: string): Promise<string> {
  if (/^\d{1,9}$/.test(userId)) {
    const nick = await nickOf(db, Number(userId));
    if (nick !== undefined) return nick;
  }
  return guestNick(userId);
}

export const guestNick = (userId: string): string =>
  `游客${String(createHash('sha256').update(userId).digest().readUInt32BE(0) % 10_000).padStart(4, '0')}`;

/** The SDK's message ID of a stored message (from-to-random-sequence, runtime/im/messages/wire-message.ts). */
export const messageIdOf = (row: Pick<MessageRow, 'from_id' | 'to_id' | 'random' | 'sequence'>): string =>
  `${row.from_id}-${row.to_id}-${row.random}-${row.sequence}`;
