/**
 * Cues: what a live room shows over its player rather than in its chat (docs/decisions.md "Gift animation", "Big
 * gifts"). They are read from the same custom messages of the room's chat group as the chat lines, only from the
 * room's system sender, every field defensively (a fan can send any payload to a public group).
 */
import { roomSystemSender } from '../../../im/index.ts';
import { keyOfMessage, parseData, type RoomMessageInput } from './room-lines.ts';

/** A gift to animate. `key` names the send (`send-<id>`), so the sender's own copy and the room's play once. */
export interface GiftCue {
  kind: 'gift';
  key: string;
  nick: string;
  /** The gift's Chinese name; `giftEn` its English one, shown outside Chinese. */
  gift: string;
  giftEn: string;
  /** The server's icon path, or '' when the message had none we trust. */
  icon: string;
  count: number;
  /** The fan's own send, shown at once by their app (lib/gift-queue.ts). */
  own?: boolean;
}

/** A big gift sent in another room: a banner that links to that room (its anchor's page). */
export interface OtherRoomCue {
  kind: 'otherRoom';
  key: string;
  nick: string;
  anchorNick: string;
  anchorId: number;
  liveId: number;
  gift: string;
  giftEn: string;
  count: number;
}

export type RoomCue = GiftCue | OtherRoomCue;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const positive = (value: unknown): number => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0);
/** Only the server's own gift icons: an icon is fetched by every viewer, so it may not point anywhere else. */
const iconOf = (value: unknown): string => (/^\/static\/gifts\/\d{1,3}\.svg$/.test(text(value)) ? text(value) : '');

/** A cue of a custom message's data; anything else (and malformed cues) gives null. */
export function cueOfData(key: string, data: Record<string, unknown>): RoomCue | null {
  const names = {
    nick: text(data.nick_name),
    gift: text(data.gift_name),
    giftEn: text(data.gift_name_en) || text(data.gift_name),
    count: positive(data.count) || 1,
  };
  if (!names.gift) return null;
  if (data.type === 'GiftAnimation') {
    const sendId = positive(data.send_id);
    return { kind: 'gift', key: sendId ? `send-${sendId}` : key, icon: iconOf(data.icon), ...names };
  }
  if (data.type === 'OtherRoomPackageNotify') {
    const anchorId = positive(data.anchorid);
    const liveId = positive(data.liveid);
    return anchorId && liveId ? { kind: 'otherRoom', key, anchorNick: text(data.anchor_nick_name), anchorId, liveId, ...names } : null;
  }
  return null;
}

/** A live message of the room's group as a cue, or null. */
export function cueOfMessage(message: RoomMessageInput): RoomCue | null {
  if (message.type !== 'TIMCustomElem' || message.from !== roomSystemSender) return null;
  const data = parseData(message.payload.data);
  return data ? cueOfData(keyOfMessage(message), data) : null;
}

/** Hands cues from the chat (which holds the room's group) to the player's layers; `on` returns its unsubscribe. */
export interface CueChannel {
  emit(cues: RoomCue[]): void;
  on(listener: (cues: RoomCue[]) => void): () => void;
}

export function createCueChannel(): CueChannel {
  const listeners = new Set<(cues: RoomCue[]) => void>();
  return {
    emit: (cues) => listeners.forEach((listener) => listener(cues)),
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
