import type {
  OpsRoomBan,
  OpsRoomBanLifted,
  OpsRoomBanned,
  OpsRoomManagerRemoved,
  OpsRoomOversight,
  OpsRoomBanRequest,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** A running ban of a live room and who set it: the room (its anchor or a manager) or the platform. */
export type RoomBan = OpsRoomBan;
/** A live room's anchor, managers and running bans. */
export type RoomOversight = OpsRoomOversight;

export const readRoom = (liveId: number) => api.get<OpsRoomOversight>(`/rooms/${liveId}`);

/** Mutes (or, with `blocksJoin`, bans) a fan of the room as the platform, for one of the spec's durations. */
export const banInRoom = (liveId: number, ban: OpsRoomBanRequest) => api.send<OpsRoomBanned>('POST', `/rooms/${liveId}/bans`, ban);

/** Lifts a running ban; one lifted first answers status 6 naming who. */
export const liftRoomBan = (liveId: number, userId: string) => api.send<OpsRoomBanLifted>('DELETE', `/rooms/${liveId}/bans/${userId}`);

/** Ends a manager's appointment; one removed first answers status 6 naming who. */
export const removeRoomManager = (liveId: number, userId: number) =>
  api.send<OpsRoomManagerRemoved>('DELETE', `/rooms/${liveId}/managers/${userId}`);
