import { api } from '../../../core/http/api.ts';

/** What anyone may see of a user (POST /api/user/getUserBasicInfo, docs/api.md). */
export interface PublicUser {
  uid: string;
  nick_name: string;
  avatar: string;
  signature: string;
  user_level: number;
  is_anchor: number;
  isVIP: boolean;
}

const quiet = { hideLoading: true, noToast: true } as const;

/** A user's public profile and when they were last seen (Unix seconds, 0 if never): the profile page's two reads. */
export async function getUserProfile(userid: number): Promise<{ user: PublicUser; lastOnline: number }> {
  const [user, online] = await Promise.all([
    api.post<PublicUser>('/api/user/getUserBasicInfo', { id: userid }, quiet),
    api.post<{ last_online: number }>('/api/user/getUserLastOnline', { userid }, quiet),
  ]);
  return { user, lastOnline: online.last_online };
}
