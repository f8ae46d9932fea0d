// What the rooms' rules need of the chat gateway: they write into a live room's chat, ban in it and count who is in
// it. The routes and jobs build these over the gateway (routes/rooms/chat-ports.ts); the rules never see its class.

/** A fan's gift as the room hears it: names in Chinese and English, so apps say it in their language. */
export interface GiftLine {
  gift_id: number;
  gift_name: string;
  gift_name_en: string;
  icon: string;
  count: number;
}

/** LiveGroupMemberJoinExit (spec 000 §4, fields not shown): the room's audience after people came or left. */
export interface AudienceEvent {
  type: 'LiveGroupMemberJoinExit';
  liveid: number;
  online: number;
}

/**
 * The realtime messages the rooms' rules write into a live room (spec 000 §4 names the types; docs/im-api.md lists the
 * fields, who emits each and whether it is stored). Each travels as the JSON `data` of one TIMCustomElem.
 */
export type RoomNotice =
  | { type: 'EnterRoomMessage'; nick_name: string; uid: string }
  /** A room manager changed the room (docs/api.md "Managing a live room"): its title, its slow mode, its managers. */
  | { type: 'changeRoomTitle'; liveid: number; title: string; uid: string; nick_name: string }
  | { type: 'changePubConfig'; liveid: number; slow_mode: number; uid: string; nick_name: string }
  | { type: 'RoomNotifyTypeSetManager'; liveid: number; uid: string; nick_name: string; manager: 0 | 1 }
  /** A fan sent a gift in the room (POST /api/live/sendGift); `send_id` lets the sender's app skip its own. */
  | ({ type: 'GiftAnimation'; uid: string; nick_name: string; send_id: number } & GiftLine)
  /** A big gift sent in another room (docs/api.md "Gifts and following"): online-only, to every room but the sender's. */
  | ({
      type: 'OtherRoomPackageNotify';
      uid: string;
      nick_name: string;
      liveid: number;
      anchorid: number;
      anchor_nick_name: string;
      amount: number;
    } & GiftLine)
  /** A fan followed the room's anchor (POST /api/live/attentAnchor). */
  | { type: 'AttentAnchor'; uid: string; nick_name: string; anchorid: number }
  | AudienceEvent;

/** Writes into a live room's chat group (`live_<liveid>`). */
export interface RoomNotices {
  /** Stored in the group's history (it gets the next sequence), pushed and polled. */
  publishStored(groupId: string, notice: RoomNotice): Promise<unknown>;
  /** To whoever is in the room now, not kept. */
  publishOnlineOnly(groupId: string, notice: RoomNotice): void;
  /** A text line under a user's own id and nick (a robot's), stored as a member's send is. */
  publishUserText(groupId: string, user: { id: string; nick: string }, text: string, at: Date): Promise<unknown>;
}

/** The chat's bans and clearing in a live room: the gateway keeps them, the rooms' rules decide who may. */
export interface RoomModeration {
  /** Seconds left of the user's ban from sending in the group at `now` (unix seconds); 0 when none runs. */
  banSecondsLeft(groupId: string, userId: string, now: number): Promise<number>;
  /**
   * Bans the user from sending in the room for `duration` seconds (0 lifts the ban), from joining too when
   * `blocksJoin`; the room hears Banuser. Answers the ban's end in unix seconds (0 when lifted).
   */
  ban(liveId: number, userId: string, duration: number, blocksJoin: boolean): Promise<number>;
  /** Empties the room's chat for everyone: the HTTP history and the stored group messages. */
  clearChat(liveId: number): Promise<void>;
}

/** Who is in a room besides its seeded crowd: the robots and the chat gateway's viewers. */
export interface RoomCrowd {
  present(liveid: number, now: Date): number;
}

/** The viewers the chat gateway counts in a room: sockets joined now and readers seen within its presence window. */
export interface AudienceCounter {
  viewersIn(liveId: number): number;
}

/** Where the robots report an action that failed (the gateway's log). */
export interface RobotLog {
  warn(detail: Record<string, unknown>, message: string): void;
}
