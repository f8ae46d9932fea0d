import { api } from './api.ts';

/** A running ban of a live room and who set it: the room (its anchor or a manager) or the platform. */
export interface RoomBan {
  userId: string;
  nickName: string;
  until: number;
  blocksJoin: boolean;
  by: 'room' | 'platform';
  byUserId: number | null;
  byNickName: string;
}

/** A live room's anchor, managers and running bans. */
export interface RoomOversight {
  liveId: number;
  anchor: { userId: number; nickName: string };
  managers: { userId: number; nickName: string; appointedAt: number }[];
  bans: RoomBan[];
}

export const readRoom = (liveId: number) => api.get<RoomOversight>(`/rooms/${liveId}`);

/** Mutes (or, with `blocksJoin`, bans) a fan of the room as the platform, for one of the spec's durations. */
export const banInRoom = (liveId: number, ban: { userId: string; duration: number; blocksJoin: boolean }) =>
  api.send<unknown>('POST', `/rooms/${liveId}/bans`, ban);

/** Lifts a running ban; one lifted first answers status 6 naming who. */
export const liftRoomBan = (liveId: number, userId: string) => api.send<unknown>('DELETE', `/rooms/${liveId}/bans/${userId}`);

/** Ends a manager's appointment; one removed first answers status 6 naming who. */
export const removeRoomManager = (liveId: number, userId: number) => api.send<unknown>('DELETE', `/rooms/${liveId}/managers/${userId}`);
