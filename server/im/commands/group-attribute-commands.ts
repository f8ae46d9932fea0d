import {
  AttributeLimits,
  CounterLimits,
  CounterMode,
  CounterNoticeType,
  GroupChangeType,
} from '../../../runtime/im/protocol/group-codec.ts';
import type { imgroup } from '../../../runtime/im/protocol/generated/group.js';
import { invalidParameter } from '../errors.ts';
import {
  attributeSequence,
  attributesOf,
  changeAttributes,
  changeCounters,
  counterSequence,
  countersOf,
  type KeyValueRow,
} from '../store/attribute-store.ts';
import { memberIds } from '../store/group-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { answer, createdGroup, groupRequest, pushNotice, requireMember } from './group-call.ts';
import { requirePurchased } from './service-call.ts';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
const modes: readonly string[] = Object.values(CounterMode);

/** The group the request names, and the caller a member of it (10007): attributes and counters are the members'. */
async function memberGroup(call: CommandCall, request: imgroup.GroupRequest) {
  const group = await createdGroup(call, request.groupId ?? '');
  await requireMember(call, group.id);
  return group;
}

/** Attributes as given: keys 1 to 32 bytes, without repeats; values at most 4,000 bytes (Tencent's limits, 10004). */
function checkedAttributes(list: readonly imgroup.IGroupAttribute[] | null | undefined): KeyValueRow<string>[] {
  const attributes = (list ?? []).map((item) => ({ key: item.key ?? '', value: item.value ?? '' }));
  if (attributes.length === 0) throw invalidParameter('attributes must not be empty');
  for (const { key, value } of attributes) {
    if (!key || bytes(key) > AttributeLimits.keyBytes) throw invalidParameter(`an attribute key is 1 to ${AttributeLimits.keyBytes} bytes`);
    if (bytes(value) > AttributeLimits.valueBytes)
      throw invalidParameter(`an attribute value is at most ${AttributeLimits.valueBytes} bytes`);
  }
  if (new Set(attributes.map((item) => item.key)).size !== attributes.length) throw invalidParameter('attribute keys must not repeat');
  return attributes;
}

/** The group's attributes after a change stay within 16 keys and 16,000 bytes in all (10004, nothing stored). */
function checkTotal(after: Map<string, string>): void {
  if (after.size > AttributeLimits.keys) throw invalidParameter(`a group has at most ${AttributeLimits.keys} attributes`);
  let total = 0;
  for (const [key, value] of after) total += bytes(key) + bytes(value);
  if (total > AttributeLimits.totalBytes) throw invalidParameter(`a group's attributes hold at most ${AttributeLimits.totalBytes} bytes`);
}

/** Every member hears the group's attributes now, with the main sequence (ours: push.group type 100). */
async function announceAttributes(call: CommandCall, groupId: string, mainSequence: number) {
  const attributes = await attributesOf(call.context.db, groupId);
  pushNotice(call, await memberIds(call.context.db, groupId), {
    type: GroupChangeType.ATTRIBUTES,
    group: { groupId },
    attributes,
    mainSequence,
  });
  return answer({ attributes, mainSequence });
}

/** `group.attributes.init`, `.set`, `.delete`, `.get` and `group.counters.update`, `.get` (spec 001 §3, §4, §7). */
export const groupAttributeCommands: Record<string, CommandHandler> = {
  /** A member replaces all the group's attributes with the given ones. */
  async 'group.attributes.init'(call) {
    const request = groupRequest(call);
    const group = await memberGroup(call, request);
    const attributes = checkedAttributes(request.attributes);
    checkTotal(new Map(attributes.map((item) => [item.key, item.value])));
    return announceAttributes(call, group.id, await changeAttributes(call.context.db, group.id, { set: attributes, replaceAll: true }));
  },

  /** A member adds or changes the given attributes; the others stay. */
  async 'group.attributes.set'(call) {
    const request = groupRequest(call);
    const group = await memberGroup(call, request);
    const attributes = checkedAttributes(request.attributes);
    const after = new Map((await attributesOf(call.context.db, group.id)).map((item) => [item.key, item.value]));
    for (const { key, value } of attributes) after.set(key, value);
    checkTotal(after);
    return announceAttributes(call, group.id, await changeAttributes(call.context.db, group.id, { set: attributes }));
  },

  /** A member deletes the given keys, or all attributes when none is given. */
  async 'group.attributes.delete'(call) {
    const request = groupRequest(call);
    const group = await memberGroup(call, request);
    const keys = [...new Set(request.keys ?? [])];
    return announceAttributes(
      call,
      group.id,
      await changeAttributes(call.context.db, group.id, { deleted: keys, deleteAll: keys.length === 0 }),
    );
  },

  /** The given attributes (all with no keys) and the main sequence. */
  async 'group.attributes.get'(call) {
    const request = groupRequest(call);
    const group = await memberGroup(call, request);
    return answer({
      attributes: await attributesOf(call.context.db, group.id, [...new Set(request.keys ?? [])]),
      mainSequence: await attributeSequence(call.context.db, group.id),
    });
  },

  /**
   * A member sets, increases or decreases counters (spec 001 §4: Set, Increase, Decrease): at most 20 keys of 1 to
   * 128 characters, whole numbers. Every member hears the new values (ours: push.group type 101, counter notice 0).
   */
  async 'group.counters.update'(call) {
    // Spec 001 §5: counters are a purchased ability (72001 without it).
    requirePurchased(call.gateway, 'groupCounter');
    const request = groupRequest(call);
    const group = await memberGroup(call, request);
    const mode = request.counterMode ?? '';
    if (!modes.includes(mode)) throw invalidParameter(`counter_mode must be ${modes.join(', ')}`);
    const counters = (request.counters ?? []).map((item) => ({ key: item.key ?? '', value: item.value ?? 0 }));
    if (counters.length === 0 || counters.length > CounterLimits.keys)
      throw invalidParameter(`counters takes 1 to ${CounterLimits.keys} counters`);
    if (new Set(counters.map((item) => item.key)).size !== counters.length) throw invalidParameter('counter keys must not repeat');
    for (const { key, value } of counters) {
      if (!key || [...key].length > CounterLimits.keyChars)
        throw invalidParameter(`a counter key is 1 to ${CounterLimits.keyChars} characters`);
      if (!Number.isSafeInteger(value)) throw invalidParameter('a counter value is a whole number');
    }
    const changed = await changeCounters(call.context.db, group.id, mode as 'Set' | 'Increase' | 'Decrease', counters);
    pushNotice(call, await memberIds(call.context.db, group.id), {
      type: GroupChangeType.COUNTERS,
      group: { groupId: group.id },
      counters: changed.counters,
      counterSequence: changed.sequence,
      counterNoticeType: CounterNoticeType.UPDATE,
    });
    return answer({ counters: changed.counters, counterSequence: changed.sequence });
  },

  /** The given counters (all with no keys) and the counter sequence. */
  async 'group.counters.get'(call) {
    requirePurchased(call.gateway, 'groupCounter');
    const request = groupRequest(call);
    const group = await memberGroup(call, request);
    return answer({
      counters: await countersOf(call.context.db, group.id, [...new Set(request.keys ?? [])]),
      counterSequence: await counterSequence(call.context.db, group.id),
    });
  },
};
