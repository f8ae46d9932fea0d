import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { AttributeService, attributeList, attributesFresh, counterList, msFromConfig } from '../groups/module/attribute-service.ts';
import { GroupModule } from '../groups/module/group-module.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { decodeGroupRequest, encodeGroupNotice, encodeGroupResponse, type GroupResponse } from '../protocol/group-codec.ts';

const group = '@TGS#attrs';

describe('group attribute and counter rules (spec 001 §4, §9)', () => {
  it('answers from the attribute cache for 30 s, and not once the server announced a newer main sequence', () => {
    expect(attributesFresh({ local: 3, remote: 3, at: 0 }, 29_999)).toBe(true);
    expect(attributesFresh({ local: 3, remote: 3, at: 0 }, 30_000)).toBe(false);
    expect(attributesFresh({ local: 3, remote: 4, at: 0 }, 1)).toBe(false);
    expect(attributesFresh(undefined, 1)).toBe(false);
    expect(attributesFresh({ local: 3, remote: 3, at: 0 }, 10_000, 5_000)).toBe(false);
  });

  it('reads grp_attr_cache_time and grp_counter_expire_time in milliseconds, falling back on bad values', () => {
    expect(msFromConfig('5000', 30_000)).toBe(5_000);
    for (const bad of [undefined, '', 'never', '-1', '0']) expect(msFromConfig(bad, 30_000)).toBe(30_000);
  });

  it('takes attributes as an object of strings and counters as an object of whole numbers', () => {
    expect(attributeList({ stage: '下半场' })).toEqual([{ key: 'stage', value: '下半场' }]);
    for (const bad of [undefined, [], {}, { a: 1 }, 'a=b'])
      expect(
        codeOf(() => attributeList(bad)),
        JSON.stringify(bad),
      ).toBe(ErrorCode.INVALID_PARAMETER);
    expect(counterList({ goals: -2 })).toEqual([{ key: 'goals', value: -2 }]);
    for (const bad of [undefined, {}, { a: 1.5 }, { a: '1' }, { a: 2 ** 53 }])
      expect(
        codeOf(() => counterList(bad)),
        JSON.stringify(bad),
      ).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

/** The attribute service on a fake server that answers from `answers` and records what reaches it. */
function attributesOn(answers: Record<string, GroupResponse>, cloudConfig: Record<string, string> = {}, purchaseBits = '11111111') {
  let now = 1_000_000;
  const sent: string[] = [];
  const emitter = new Emitter<ImEventMap>();
  const context = {
    emitter,
    cloudConfig,
    limiter: new RateLimiter(() => now),
    now: () => now,
    purchaseBits: () => purchaseBits,
    groupTypes: new Map(),
    groupsWithTopics: new Set(),
    self: () => ({ userID: 'me' }),
    request: async (command: string, body?: FrameBody) => {
      sent.push(`${command} ${decodeGroupRequest(body!.group!).counterMode ?? ''}`.trim());
      return { group: encodeGroupResponse(answers[command] ?? {}) };
    },
  } as unknown as ChatContext;
  return { service: new AttributeService(context), context, sent, emitter, advance: (ms: number) => (now += ms) };
}

const held: GroupResponse = {
  attributes: [
    { key: 'stage', value: '上半场' },
    { key: 'score', value: '0:0' },
  ],
  mainSequence: 4,
};

describe('the attribute and counter caches (spec 001 §4, §9)', () => {
  it('fetches attributes once per 30 s and picks the keys asked for', async () => {
    const { service, sent, advance } = attributesOn({ 'group.attributes.get': held });
    expect(await service.getGroupAttributes({ groupID: group })).toEqual({ groupAttributes: { stage: '上半场', score: '0:0' } });
    advance(29_999);
    expect(await service.getGroupAttributes({ groupID: group, keyList: ['score'] })).toEqual({ groupAttributes: { score: '0:0' } });
    expect(sent).toEqual(['group.attributes.get']);
    advance(1);
    await service.getGroupAttributes({ groupID: group });
    expect(sent).toHaveLength(2);
  });

  it('keeps what a change answers, and a pushed change (type 100) with GROUP_ATTRIBUTES_UPDATED, never older than held', async () => {
    const { service, sent, emitter } = attributesOn({ 'group.attributes.set': held });
    const events: unknown[] = [];
    emitter.on(ImEvent.GROUP_ATTRIBUTES_UPDATED, (event) => events.push(event));
    expect(await service.setGroupAttributes({ groupID: group, groupAttributes: { score: '0:0' } })).toEqual({
      groupAttributes: { score: '0:0' },
    });
    service.onChange({ type: 100, group: { groupId: group }, attributes: [{ key: 'score', value: '1:0' }], mainSequence: 5 });
    service.onChange({ type: 100, group: { groupId: group }, attributes: [{ key: 'score', value: 'old' }], mainSequence: 3 });
    expect(await service.getGroupAttributes({ groupID: group })).toEqual({ groupAttributes: { score: '1:0' } });
    expect(sent).toEqual(['group.attributes.set']);
    expect(events).toEqual([
      { groupID: group, groupAttributes: { score: '1:0' } },
      { groupID: group, groupAttributes: { score: '1:0' } },
    ]);
  });

  it('sends at most 10 attribute changes and 20 gets in 5 s (OVER_FREQUENCY_LIMIT)', async () => {
    const { service, sent, advance } = attributesOn({ 'group.attributes.set': held, 'group.attributes.get': held });
    for (let i = 0; i < 10; i++) await service.setGroupAttributes({ groupID: group, groupAttributes: { n: String(i) } });
    await expect(service.deleteGroupAttributes({ groupID: group, keyList: ['n'] })).rejects.toMatchObject({
      code: ErrorCode.OVER_FREQUENCY_LIMIT,
    });
    for (let i = 0; i < 20; i++) await service.getGroupAttributes({ groupID: `g${i}` });
    await expect(service.getGroupAttributes({ groupID: 'g20' })).rejects.toMatchObject({ code: ErrorCode.OVER_FREQUENCY_LIMIT });
    expect(sent).toHaveLength(30);
    advance(5_000);
    await service.deleteGroupAttributes({ groupID: group });
    expect(sent).toHaveLength(31);
  });

  it('refuses counters unsent without the groupCounter ability (spec 001 §5: CANNOT_USE_COMMERCIAL_ABILITY), attributes stay open', async () => {
    const { service, sent } = attributesOn({ 'group.attributes.get': held }, {}, '11101111');
    await expect(service.getGroupCounters({ groupID: group })).rejects.toMatchObject({ code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY });
    await expect(service.increaseGroupCounter({ groupID: group, key: 'goals', value: 1 })).rejects.toMatchObject({
      code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY,
    });
    await expect(service.setGroupCounters({ groupID: group, counters: { goals: 1 } })).rejects.toMatchObject({
      code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY,
    });
    expect(await service.getGroupAttributes({ groupID: group })).toEqual({ groupAttributes: { stage: '上半场', score: '0:0' } });
    expect(sent).toEqual(['group.attributes.get']);
  });

  it('sends Set, Increase and Decrease, caches counters 30 s and applies counter notices 0 and 2 (update) and 1 (delete)', async () => {
    const { service, sent, emitter, advance } = attributesOn({
      'group.counters.update': { counters: [{ key: 'goals', value: 3 }] },
      'group.counters.get': {
        counters: [
          { key: 'goals', value: 2 },
          { key: 'cards', value: 1 },
        ],
      },
    });
    const events: unknown[] = [];
    emitter.on(ImEvent.GROUP_COUNTER_UPDATED, (event) => events.push(event));
    expect(await service.getGroupCounters({ groupID: group })).toEqual({ counters: { goals: 2, cards: 1 } });
    expect(await service.increaseGroupCounter({ groupID: group, key: 'goals', value: 1 })).toEqual({ counters: { goals: 3 } });
    await service.decreaseGroupCounter({ groupID: group, key: 'goals', value: 1 });
    await service.setGroupCounters({ groupID: group, counters: { goals: 3 } });
    service.onChange({ type: 101, group: { groupId: group }, counters: [{ key: 'cards', value: 4 }], counterNoticeType: 2 });
    service.onChange({ type: 101, group: { groupId: group }, counters: [{ key: 'goals' }], counterNoticeType: 1 });
    expect(await service.getGroupCounters({ groupID: group })).toEqual({ counters: { cards: 4 } });
    expect(events).toEqual([
      { groupID: group, key: 'cards', value: 4 },
      { groupID: group, key: 'goals', value: 0 },
    ]);
    expect(sent).toEqual([
      'group.counters.get',
      'group.counters.update Increase',
      'group.counters.update Decrease',
      'group.counters.update Set',
    ]);
    advance(30_000);
    await service.getGroupCounters({ groupID: group });
    expect(sent).toHaveLength(5);
  });

  it('makes no system-notice message of an attribute push (the groups module)', () => {
    const { context } = attributesOn({});
    const module = new GroupModule(context, undefined);
    const received: unknown[] = [];
    context.emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
    context.emitter.on(ImEvent.GROUP_ATTRIBUTES_UPDATED, (event) => received.push(event));
    module.push({
      errorCode: 0,
      errorInfo: '',
      group: encodeGroupNotice({ type: 100, group: { groupId: group }, attributes: [{ key: 'a', value: 'b' }], mainSequence: 1 }),
    });
    expect(received).toEqual([{ groupID: group, groupAttributes: { a: 'b' } }]);
  });
});
