/**
 * What the room chat shows, from two sources: the HTTP history (/api/live/getLiveChat) and live messages of the
 * room's chat group. Live custom messages carry a JSON `data` string whose `type` is a realtime message type of
 * spec 000 §4; users' own messages are plain text. Every field is read defensively: the room is public and any
 * member may send any payload, so realtime messages count only from the room's system sender (the server's
 * `administrator`): a fan who sends {"type":"clearChatList"} or a RoomMessage under another nick changes nothing.
 */
import { roomSystemSender } from '../../../im/index.ts';

/** One line of the chat list. `key` is stable and unique within the room. */
export type RoomLine =
  /** `uid` is the sender's user id when the line is a user's own message (what a room manager may act on). */
  | { kind: 'chat'; key: string; nick: string; text: string; mine?: boolean; uid?: string; vip?: boolean }
  | { kind: 'enter'; key: string; nick: string }
  /** `giftEn` is the gift's English name, which the app shows outside Chinese (the catalogue has no Portuguese names). */
  | { kind: 'gift'; key: string; nick: string; gift: string; giftEn?: string; count: number }
  | { kind: 'follow'; key: string; nick: string }
  /** A ban in the room (Banuser): `duration` seconds, 0 when a ban was lifted. */
  | { kind: 'banned'; key: string; nick: string; uid: string; duration: number }
  /** A manager changed the room (changeRoomTitle, changePubConfig) or its managers (RoomNotifyTypeSetManager). */
  | { kind: 'title'; key: string; nick: string; title: string }
  | { kind: 'slowMode'; key: string; nick: string; seconds: number }
  | { kind: 'manager'; key: string; nick: string; uid: string; manager: boolean }
  /** The match's quiz was settled (QuizBalanceFinished): the final score, how many answers won, and each fan's result. */
  | { kind: 'quiz'; key: string; home: number; away: number; hits: number; results: QuizResult[] };

/** One fan's settled answer as QuizBalanceFinished lists it: hit 1, missed 2, 0 for a refund; the gold paid back. */
export interface QuizResult {
  uid: string;
  hit: number;
  payout: number;
}

const count = (value: unknown): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);

/** The results of a QuizBalanceFinished, keeping only well-formed ones. */
function quizResults(value: unknown): QuizResult[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const result = item as Record<string, unknown>;
    return typeof result.uid === 'string' ? [{ uid: result.uid, hit: count(result.hit), payout: count(result.payout) }] : [];
  });
}

/** A line to add, the room's order to clear the list (clearChatList), or to take one line back (revokeMessage). */
export type RoomEvent = RoomLine | { kind: 'clear'; key: string } | { kind: 'remove'; key: string };

/** The part of an SDK message the room reads (runtime/im's Message). */
export interface RoomMessageInput {
  type: string;
  // imageInfoArray, description, messageList, url, videoUrl, fileUrl: an image, a location, a merged message, a voice,
  // a video and a file (the chat layer's payloads share no other field with this one); a room shows none of them.
  payload: {
    text?: string;
    data?: string;
    imageInfoArray?: unknown;
    description?: unknown;
    messageList?: unknown;
    url?: unknown;
    videoUrl?: unknown;
    fileUrl?: unknown;
  };
  nick: string;
  from: string;
  to: string;
  random: number;
  flow: 'in' | 'out';
  /** The sender's VIP level as the server stamped it (0: not VIP). */
  vipLevel?: number;
}

/** A live message's key: sender, room and random name one send (its ID changes once the server numbers it). */
export const keyOfMessage = (message: Pick<RoomMessageInput, 'from' | 'to' | 'random'>): string =>
  `${message.from}-${message.to}-${message.random}`;

/** Lines kept on screen: a busy room scrolls past the rest, and memory stays bounded. */
export const roomLineCapacity = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The JSON object of a custom message's `data`, or null for anything else. */
export function parseData(data: string | undefined): Record<string, unknown> | null {
  if (!data) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A realtime message of spec 000 §4 as a line; types the room does not show (and malformed ones) give null. */
export function eventOfData(key: string, data: Record<string, unknown>): RoomEvent | null {
  const nick = text(data.nick_name);
  switch (data.type) {
    case 'RoomMessage':
      return text(data.content) ? { kind: 'chat', key, nick, text: text(data.content) } : null;
    case 'EnterRoomMessage':
      return nick ? { kind: 'enter', key, nick } : null;
    case 'GiftAnimation': {
      const count = Number(data.count);
      if (!text(data.gift_name)) return null;
      const giftEn = text(data.gift_name_en);
      return {
        kind: 'gift',
        key,
        nick,
        gift: text(data.gift_name),
        ...(giftEn ? { giftEn } : {}),
        count: Number.isInteger(count) && count > 0 ? count : 1,
      };
    }
    case 'AttentAnchor':
      return nick ? { kind: 'follow', key, nick } : null;
    case 'Banuser':
      return nick ? { kind: 'banned', key, nick, uid: text(data.uid), duration: count(data.duration) } : null;
    case 'changeRoomTitle':
      return text(data.title) ? { kind: 'title', key, nick, title: text(data.title) } : null;
    case 'changePubConfig':
      return { kind: 'slowMode', key, nick, seconds: count(data.slow_mode) };
    case 'RoomNotifyTypeSetManager':
      return nick && text(data.uid) ? { kind: 'manager', key, nick, uid: text(data.uid), manager: data.manager === 1 } : null;
    case 'QuizBalanceFinished': {
      const results = quizResults(data.results);
      return {
        kind: 'quiz',
        key,
        home: count(data.home_score),
        away: count(data.away_score),
        hits: results.filter((r) => r.hit === 1).length,
        results,
      };
    }
    case 'clearChatList':
      return { kind: 'clear', key };
    case 'revokeMessage':
      // The revoked message's key, as keyOfMessage names it.
      return text(data.from) && text(data.group_id) && text(data.random)
        ? { kind: 'remove', key: `${text(data.from)}-${text(data.group_id)}-${text(data.random)}` }
        : null;
    default:
      return null;
  }
}

/** A live message of the room's group as an event: text from users, or a custom realtime message. */
export function eventOfMessage(message: RoomMessageInput): RoomEvent | null {
  const key = keyOfMessage(message);
  if (message.type === 'TIMTextElem') {
    const body = text(message.payload.text);
    return body
      ? {
          kind: 'chat',
          key,
          nick: message.nick || message.from,
          text: body,
          mine: message.flow === 'out',
          uid: message.from,
          vip: (message.vipLevel ?? 0) > 0,
        }
      : null;
  }
  if (message.type !== 'TIMCustomElem' || message.from !== roomSystemSender) return null;
  const data = parseData(message.payload.data);
  return data ? eventOfData(key, data) : null;
}

/**
 * A history line as an event; its `type` names the realtime message it was (RoomMessage, EnterRoomMessage ...). A gift
 * line carries its gift's fields (`gift_name`, `gift_name_en`, `count`) as the realtime message does.
 */
export function eventOfHistory(line: {
  id: number;
  nick_name: string;
  type: string;
  content: string;
  gift_name?: string;
  gift_name_en?: string;
  count?: number;
}): RoomEvent | null {
  const { id, ...data } = line;
  return eventOfData(`history-${id}`, data);
}

/** Applies events in order: clear empties the list, a line already shown (same key) is skipped, the newest are kept. */
export function applyRoomEvents(lines: readonly RoomLine[], events: readonly RoomEvent[], capacity = roomLineCapacity): RoomLine[] {
  let next = [...lines];
  const keys = new Set(next.map((line) => line.key));
  for (const event of events) {
    if (event.kind === 'clear') {
      next = [];
      keys.clear();
    } else if (event.kind === 'remove') {
      next = next.filter((line) => line.key !== event.key);
    } else if (!keys.has(event.key)) {
      keys.add(event.key);
      next.push(event);
    }
  }
  return next.length > capacity ? next.slice(next.length - capacity) : next;
}

/**
 * The room chat's list. History comes first: live events that arrive before it are held, then applied after it, so
 * the list reads in time order whichever answer comes first. A failed history counts as an empty one.
 */
export interface RoomChatState {
  historyLoaded: boolean;
  held: RoomEvent[];
  lines: RoomLine[];
}

export type RoomChatAction = { type: 'history'; events: RoomEvent[] } | { type: 'live'; events: RoomEvent[] };

export const initialRoomChat: RoomChatState = { historyLoaded: false, held: [], lines: [] };

export function roomChatReducer(state: RoomChatState, action: RoomChatAction): RoomChatState {
  if (action.type === 'history') {
    if (state.historyLoaded) return state;
    return { historyLoaded: true, held: [], lines: applyRoomEvents(applyRoomEvents([], action.events), state.held) };
  }
  if (!state.historyLoaded) return { ...state, held: [...state.held, ...action.events].slice(-roomLineCapacity) };
  return { ...state, lines: applyRoomEvents(state.lines, action.events) };
}
