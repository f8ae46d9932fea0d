import type { RoomManage, RoomMember, RoomSettings } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

export type { RoomManage, RoomMember, RoomSettings };

/**
 * The calls of a room's anchor and managers (docs/api.md "Managing a live room"). Loaded with the manage sheets only.
 * Reads are quiet (the sheet shows its own failure); a refused change toasts the server's reason.
 */
const quiet = { hideLoading: true, noToast: true };

export const getRoomManage = (liveid: number) => api.post<RoomManage>('/api/live/getRoomManage', { liveid }, quiet);

export const getRoomMember = (liveid: number, uid: number) => api.post<RoomMember>('/api/live/getRoomMember', { liveid, uid }, quiet);

export const setRoomManager = (liveid: number, uid: number, manager: boolean) =>
  api.post<RoomMember>('/api/live/setRoomManager', { liveid, uid, manager: manager ? 1 : 0 }, { hideLoading: true });

export const banUser = (liveid: number, uid: number, duration: number) =>
  api.post<RoomMember>('/api/live/banUser', { liveid, uid, duration }, { hideLoading: true });

export const changeRoomTitle = (liveid: number, title: string) =>
  api.post<RoomSettings>('/api/live/changeRoomTitle', { liveid, title }, { hideLoading: true });

export const changePubConfig = (liveid: number, slowMode: number) =>
  api.post<RoomSettings>('/api/live/changePubConfig', { liveid, slow_mode: slowMode }, { hideLoading: true });

export const clearChatList = (liveid: number) => api.post<null>('/api/live/clearChatList', { liveid }, { hideLoading: true });
