import type { LedgerEntry } from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** A fan as the look-up lists them, phone masked. */
export interface FanMatch {
  id: number;
  account: string;
  nickName: string;
  phone: string;
  vipLevel: number;
  gold: number;
  diamond: number;
}

/** A live session of a fan: the browser it signed in from and its last call. */
export interface FanSession {
  device: string;
  createdAt: string;
  seenAt: string;
  expiresAt: string;
}

/** A fan's page: profile, VIP, balances, chat mute and sessions. */
export interface FanDetail {
  id: number;
  account: string;
  nickName: string;
  avatar: string;
  phone: string;
  anchor: boolean;
  vip: { level: number; expiresAt: string | null };
  gold: number;
  diamond: number;
  registeredAt: string | null;
  lastLoginAt: string | null;
  lastOnlineAt: string | null;
  mutedUntil: string | null;
  sessions: FanSession[];
}

/** A page of a fan's transaction log: ledger rows as the fan's own log lists them. */
export interface FanTransactions {
  items: LedgerEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the console grants: a VIP card of `amount` days or a red packet of `amount` gold. */
export interface Grant {
  kind: 'vip' | 'gold';
  amount: number;
  reason: string;
}

export const lookUpFans = (q: string) => api.get<{ items: FanMatch[] }>('/fans', { q });

export const readFan = (id: number) => api.get<FanDetail>(`/fans/${id}`);

export const readFanTransactions = (id: number, page: number) => api.get<FanTransactions>(`/fans/${id}/transactions`, { page });

/** The phone in full; the server records that it was shown. */
export const unmaskPhone = (id: number) => api.send<{ phone: string }>('POST', `/fans/${id}/phone`);

export const endFanSessions = (id: number) => api.send<{ ended: number }>('POST', `/fans/${id}/sessions/end`);

/** Mutes the fan in every chat of the site for `duration` seconds; 0 lifts the mute. */
export const muteFan = (id: number, duration: number) => api.send<{ mutedUntil: string | null }>('POST', `/fans/${id}/mute`, { duration });

export const grantBenefit = (id: number, grant: Grant) => api.send<{ benefitId: number }>('POST', `/fans/${id}/benefits`, grant);
