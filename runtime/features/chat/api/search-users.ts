import { api } from '../../../core/http/api.ts';

/** A fan a search found: what anyone may see of them (docs/api.md "Finding people"). */
export interface FoundUser {
  id: number;
  uid: string;
  nick_name: string;
  avatar: string;
  signature: string;
  user_level: number;
}

/** One page of fans by exact ID or nick, without the blocked either way (POST /api/user/searchUsers). */
export function searchUsers(keyword: string, page: number, size: number): Promise<{ list: FoundUser[]; total: number }> {
  return api.post('/api/user/searchUsers', { keyword, page, size }, { hideLoading: true, noToast: true });
}
