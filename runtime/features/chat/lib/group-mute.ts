import type { Group } from '../../../im/index.ts';

/**
 * Why the fan may not send in a group now, or null when they may (spec 001 §4, §8 20012): muted themselves until
 * `until` (unix seconds), or the whole group muted while they are a plain member (owner and admins still speak).
 */
export type MuteState = { kind: 'self'; until: number } | { kind: 'all' } | null;

export function muteState(group: Pick<Group, 'muteAllMembers' | 'selfInfo'>, nowSeconds: number): MuteState {
  if (group.selfInfo.muteUntil > nowSeconds) return { kind: 'self', until: group.selfInfo.muteUntil };
  if (group.muteAllMembers && group.selfInfo.role === 'Member') return { kind: 'all' };
  return null;
}

/** Who may @all: the owner and admins, as the gateway enforces (10007 for a plain member). */
export const canMentionAll = (group: Pick<Group, 'selfInfo'>): boolean =>
  group.selfInfo.role === 'Owner' || group.selfInfo.role === 'Admin';
