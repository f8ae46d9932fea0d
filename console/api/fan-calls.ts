import type {
  OpsFanDetail,
  OpsFanGranted,
  OpsFanGrantRequest,
  OpsFanLookup,
  OpsFanMuted,
  OpsFanMuteRequest,
  OpsFanPhone,
  OpsFanSession,
  OpsFanSessionsEnded,
  OpsFansQuery,
  OpsFanTransactions,
  OpsFanTransactionsQuery,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** A fan's page: profile, VIP, balances, chat mute and sessions. */
export type FanDetail = OpsFanDetail;
/** A live session of a fan: the browser it signed in from and its last call. */
export type FanSession = OpsFanSession;

/** What the console grants: a VIP card of `amount` days or a red packet of `amount` gold. */
export type Grant = OpsFanGrantRequest;

export const lookUpFans = (q: string) => api.get<OpsFanLookup, OpsFansQuery>('/fans', { q });

export const readFan = (id: number) => api.get<OpsFanDetail>(`/fans/${id}`);

export const readFanTransactions = (id: number, page: number) =>
  api.get<OpsFanTransactions, OpsFanTransactionsQuery>(`/fans/${id}/transactions`, { page });

/** The phone in full; the server records that it was shown. */
export const unmaskPhone = (id: number) => api.send<OpsFanPhone>('POST', `/fans/${id}/phone`);

export const endFanSessions = (id: number) => api.send<OpsFanSessionsEnded>('POST', `/fans/${id}/sessions/end`);

/** Mutes the fan in every chat of the site for `duration` seconds; 0 lifts the mute. */
/** A mute's length in seconds, as the call's schema allows it; 0 lifts the mute. */
export type MuteDuration = OpsFanMuteRequest['duration'];

export const muteFan = (id: number, duration: MuteDuration) =>
  api.send<OpsFanMuted>('POST', `/fans/${id}/mute`, { duration } satisfies OpsFanMuteRequest);

export const grantBenefit = (id: number, grant: Grant) => api.send<OpsFanGranted>('POST', `/fans/${id}/benefits`, grant);
