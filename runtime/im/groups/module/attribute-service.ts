import type { ChatContext } from '../../core/chat-context.ts';
import { requireAbility } from '../../core/commercial.ts';
import { imError } from '../../errors.ts';
import { ImEvent } from '../../events.ts';
import { CounterMode, CounterNoticeType, GroupChangeType, type GroupNotice, type GroupRequest } from '../../protocol/group-codec.ts';
import { groupRequest } from './group-wire.ts';
import { requiredGroupId } from './topic-rules.ts';

/** Spec 001 §9: attributes are fresh for 30,000 ms (cloud key grp_attr_cache_time), counters too (grp_counter_expire_time). */
export const attributeCacheMs = 30_000;
export const counterCacheMs = 30_000;

interface AttributeCache {
  values: Map<string, string>;
  /** The main sequence of the values held, and the newest the server announced (spec 001 §3). */
  local: number;
  remote: number;
  at: number;
}

/** Whether the held attributes answer a get (spec 001 §4): fetched less than the cache time ago and not stale. */
export const attributesFresh = (
  cache: Pick<AttributeCache, 'local' | 'remote' | 'at'> | undefined,
  nowMs: number,
  cacheMs = attributeCacheMs,
): boolean => cache !== undefined && nowMs - cache.at < cacheMs && cache.local >= cache.remote;

/** A time in milliseconds from the cloud config, or the default when missing or not a positive number. */
export function msFromConfig(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(ms) && ms > 0 ? ms : fallback;
}

/** `{ key: value }` of strings, as the Tencent SDK takes group attributes (INVALID_PARAMETER otherwise). */
export function attributeList(attributes: unknown): { key: string; value: string }[] {
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes))
    throw imError('INVALID_PARAMETER', 'groupAttributes must be an object of strings');
  const list = Object.entries(attributes as Record<string, unknown>).map(([key, value]) => ({ key, value }));
  if (list.length === 0 || list.some((item) => typeof item.value !== 'string'))
    throw imError('INVALID_PARAMETER', 'groupAttributes must be a non-empty object of strings');
  return list as { key: string; value: string }[];
}

/** `{ key: value }` of whole numbers, as the Tencent SDK takes counters (INVALID_PARAMETER otherwise). */
export function counterList(counters: unknown): { key: string; value: number }[] {
  if (!counters || typeof counters !== 'object' || Array.isArray(counters))
    throw imError('INVALID_PARAMETER', 'counters must be an object of whole numbers');
  const list = Object.entries(counters as Record<string, unknown>).map(([key, value]) => ({ key, value }));
  if (list.length === 0 || list.some((item) => !Number.isSafeInteger(item.value)))
    throw imError('INVALID_PARAMETER', 'counters must be a non-empty object of whole numbers');
  return list as { key: string; value: number }[];
}

const objectOf = <V>(entries: Iterable<[string, V]>, keys: readonly string[] = []): Record<string, V> =>
  Object.fromEntries([...entries].filter(([key]) => keys.length === 0 || keys.includes(key)));

/**
 * A group's attributes and counters (spec 001 §3, §4, §9): kept per group with the sequence the server gave them, a
 * get answered from them while fresh; the server's pushes (push.group 100 and 101) keep them current and become
 * GROUP_ATTRIBUTES_UPDATED and GROUP_COUNTER_UPDATED.
 */
export class AttributeService {
  private readonly attributes = new Map<string, AttributeCache>();
  private readonly counters = new Map<string, { values: Map<string, number>; at: number }>();

  constructor(private readonly context: ChatContext) {}

  reset(): void {
    this.attributes.clear();
    this.counters.clear();
  }

  async initGroupAttributes(options: {
    groupID: string;
    groupAttributes: Record<string, string>;
  }): Promise<{ groupAttributes: Record<string, string> }> {
    await this.changeAttributes('group.attributes.init', {
      groupId: requiredGroupId(options?.groupID),
      attributes: attributeList(options.groupAttributes),
    });
    return { groupAttributes: { ...options.groupAttributes } };
  }

  async setGroupAttributes(options: {
    groupID: string;
    groupAttributes: Record<string, string>;
  }): Promise<{ groupAttributes: Record<string, string> }> {
    await this.changeAttributes('group.attributes.set', {
      groupId: requiredGroupId(options?.groupID),
      attributes: attributeList(options.groupAttributes),
    });
    return { groupAttributes: { ...options.groupAttributes } };
  }

  /** The given keys, or every attribute with an empty keyList. */
  async deleteGroupAttributes(options: { groupID: string; keyList?: string[] }): Promise<{ keyList: string[] }> {
    const keyList = options?.keyList ?? [];
    if (!Array.isArray(keyList) || keyList.some((key) => typeof key !== 'string' || !key))
      throw imError('INVALID_PARAMETER', 'keyList must be a list of keys');
    await this.changeAttributes('group.attributes.delete', { groupId: requiredGroupId(options.groupID), keys: keyList });
    return { keyList };
  }

  /** From the cache while fresh (30 s) and not stale, else from the server (at most 20 in 5 s, spec 001 §9). */
  async getGroupAttributes(options: { groupID: string; keyList?: string[] }): Promise<{ groupAttributes: Record<string, string> }> {
    const groupID = requiredGroupId(options?.groupID);
    const cacheMs = msFromConfig(this.context.cloudConfig.grp_attr_cache_time, attributeCacheMs);
    let cache = this.attributes.get(groupID);
    if (!attributesFresh(cache, this.context.now(), cacheMs)) {
      this.limit('getGroupAttributes');
      const response = await groupRequest(this.context, 'group.attributes.get', { groupId: groupID });
      cache = this.keepAttributes(groupID, response.attributes ?? [], response.mainSequence ?? 0);
    }
    return { groupAttributes: objectOf(cache!.values, options.keyList ?? []) };
  }

  async setGroupCounters(options: { groupID: string; counters: Record<string, number> }): Promise<{ counters: Record<string, number> }> {
    return this.changeCounters(requiredGroupId(options?.groupID), CounterMode.SET, counterList(options.counters));
  }

  increaseGroupCounter(options: { groupID: string; key: string; value: number }): Promise<{ counters: Record<string, number> }> {
    return this.changeCounters(requiredGroupId(options?.groupID), CounterMode.INCREASE, counterList({ [options.key]: options.value }));
  }

  decreaseGroupCounter(options: { groupID: string; key: string; value: number }): Promise<{ counters: Record<string, number> }> {
    return this.changeCounters(requiredGroupId(options?.groupID), CounterMode.DECREASE, counterList({ [options.key]: options.value }));
  }

  /** From the cache while fresh (30 s), else from the server (at most 20 in 5 s with the updates, spec 001 §9). */
  async getGroupCounters(options: { groupID: string; keyList?: string[] }): Promise<{ counters: Record<string, number> }> {
    const groupID = requiredGroupId(options?.groupID);
    const cacheMs = msFromConfig(this.context.cloudConfig.grp_counter_expire_time, counterCacheMs);
    requireAbility(this.context, 'groupCounter');
    let cache = this.counters.get(groupID);
    if (!cache || this.context.now() - cache.at >= cacheMs) {
      this.limit('setGroupCounters');
      const response = await groupRequest(this.context, 'group.counters.get', { groupId: groupID });
      cache = { values: new Map((response.counters ?? []).map((item) => [item.key ?? '', item.value ?? 0])), at: this.context.now() };
      this.counters.set(groupID, cache);
    }
    return { counters: objectOf(cache.values, options.keyList ?? []) };
  }

  /** The server's pushes 100 (all attributes now) and 101 (counters changed: notice 0 and 2 update, 1 delete). */
  onChange(notice: GroupNotice): void {
    const groupID = notice.group?.groupId ?? '';
    if (notice.type === GroupChangeType.ATTRIBUTES) {
      const cache = this.keepAttributes(groupID, notice.attributes ?? [], notice.mainSequence ?? 0);
      this.context.emitter.emit(ImEvent.GROUP_ATTRIBUTES_UPDATED, { groupID, groupAttributes: objectOf(cache.values) });
      return;
    }
    const cache = this.counters.get(groupID);
    const deleted = notice.counterNoticeType === CounterNoticeType.DELETE;
    for (const item of notice.counters ?? []) {
      const key = item.key ?? '';
      const value = deleted ? 0 : (item.value ?? 0);
      if (deleted) cache?.values.delete(key);
      else cache?.values.set(key, value);
      this.context.emitter.emit(ImEvent.GROUP_COUNTER_UPDATED, { groupID, key, value });
    }
  }

  private async changeAttributes(command: string, request: GroupRequest): Promise<void> {
    this.limit('setGroupAttributes');
    const response = await groupRequest(this.context, command, request);
    this.keepAttributes(request.groupId ?? '', response.attributes ?? [], response.mainSequence ?? 0);
  }

  private async changeCounters(
    groupID: string,
    mode: string,
    counters: { key: string; value: number }[],
  ): Promise<{ counters: Record<string, number> }> {
    requireAbility(this.context, 'groupCounter');
    this.limit('setGroupCounters');
    const response = await groupRequest(this.context, 'group.counters.update', { groupId: groupID, counterMode: mode, counters });
    const changed = (response.counters ?? []).map((item): [string, number] => [item.key ?? '', item.value ?? 0]);
    const cache = this.counters.get(groupID);
    for (const [key, value] of changed) cache?.values.set(key, value);
    return { counters: objectOf(changed) };
  }

  /** Keeps the group's attributes as of `sequence`, unless newer ones are held already (a push that overtook the answer). */
  private keepAttributes(
    groupID: string,
    list: readonly { key?: string | null; value?: string | null }[],
    sequence: number,
  ): AttributeCache {
    const held = this.attributes.get(groupID);
    if (held && held.local > sequence) return held;
    const cache = {
      values: new Map(list.map((item) => [item.key ?? '', item.value ?? ''])),
      local: sequence,
      remote: Math.max(sequence, held?.remote ?? 0),
      at: this.context.now(),
    };
    this.attributes.set(groupID, cache);
    return cache;
  }

  private limit(call: string): void {
    const limited = this.context.limiter.check(call);
    if (limited) throw limited;
  }
}
