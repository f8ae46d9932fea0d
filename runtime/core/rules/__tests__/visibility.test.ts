import { describe, expect, it } from 'vitest';
import type { TabName } from '../../tabs.ts';
import { defaultHeadlineTab, rootRedirectPath, visibleTabs, type Switches, type TabContext } from '../visibility.ts';

const allBuilt: Record<TabName, boolean> = {
  chat: true,
  c2c: true,
  lives: true,
  quiz: true,
  status: true,
  analysis: true,
  lineup: true,
  index: true,
  rank: true,
};
const allOn: Switches = {
  switch_room_chat: '1',
  switch_room_operate: '1',
  switch_room_anchor: '1',
  switch_race_quiz_check: '1',
  switch_race_status: '1',
  switch_race_analysis: '1',
  switch_race_index: '1',
  switch_race_lineup: '1',
  switch_room_rank: '1',
};
const context = (overrides: Partial<TabContext> = {}): TabContext => ({
  page: 'live-detail',
  switches: allOn,
  built: allBuilt,
  matchId: 7,
  sportId: 1,
  ...overrides,
});
const without = (flag: string): Switches => ({ ...allOn, [flag]: '0' });

describe('spec 000 §2: room and match detail tabs, in order', () => {
  it('"chat, c2c (private chat), lives (anchors), quiz, status, analysis, lineup, index (odds), rank (standings)"', () => {
    expect(visibleTabs(context({ sportId: 1 }))).toEqual(['chat', 'c2c', 'lives', 'quiz', 'status', 'analysis', 'lineup', 'index']);
    expect(visibleTabs(context({ sportId: 2 }))).toEqual(['chat', 'c2c', 'lives', 'quiz', 'status', 'analysis', 'index', 'rank']);
  });

  it.each<[string, Partial<TabContext>, TabName, boolean]>([
    ['chat: on live-detail when switch_room_chat is 1', {}, 'chat', true],
    ['chat: on live-detail, off when switch_room_chat is 0', { switches: without('switch_room_chat') }, 'chat', false],
    ['chat: on score detail only if the match has a room anchor', { page: 'score-detail', hasRoomAnchor: true }, 'chat', true],
    ['chat: not on score detail without a room anchor', { page: 'score-detail', hasRoomAnchor: false }, 'chat', false],
    ['c2c: switch_room_operate=1', { switches: without('switch_room_operate') }, 'c2c', false],
    ['lives: switch_room_anchor=1', { switches: without('switch_room_anchor') }, 'lives', false],
    ['quiz: switch_race_quiz_check=1', { switches: without('switch_race_quiz_check') }, 'quiz', false],
    ['status: own switch=1', { switches: without('switch_race_status') }, 'status', false],
    ['status: and a match id', { matchId: undefined }, 'status', false],
    ['analysis: own switch=1', { switches: without('switch_race_analysis') }, 'analysis', false],
    ['analysis: and a match id', { matchId: 0 }, 'analysis', false],
    ['index: own switch=1', { switches: without('switch_race_index') }, 'index', false],
    ['index: and a match id', { matchId: '' }, 'index', false],
    ['lineup: switch_race_lineup=1, a match id and sport football', {}, 'lineup', true],
    ['lineup: not for basketball', { sportId: 2 }, 'lineup', false],
    ['lineup: not without its switch', { switches: without('switch_race_lineup') }, 'lineup', false],
    ['rank: switch_room_rank=1, a match id and sport basketball', { sportId: 2 }, 'rank', true],
    ['rank: not for football', { sportId: 1 }, 'rank', false],
    ['rank: not without a match id', { sportId: 2, matchId: undefined }, 'rank', false],
  ])('%s', (_rule, overrides, tab, shown) => {
    expect(visibleTabs(context(overrides)).includes(tab)).toBe(shown);
  });

  it('never shows a tab the tenant does not build, whatever the switches', () => {
    expect(visibleTabs(context({ built: { ...allBuilt, c2c: false, lineup: false } }))).toEqual([
      'chat',
      'lives',
      'quiz',
      'status',
      'analysis',
      'index',
    ]);
  });
});

describe('spec 000 §2: default home headline tab', () => {
  it.each<[string, Switches, string]>([
    [
      'anchors if the anchor room switch is on',
      { switch_anchorroom: '1', switch_shortvideo_check: '1', switch_match_database: '1' },
      'anchors',
    ],
    ['anchors if the robot room switch is on', { switch_robotroom: '1' }, 'anchors'],
    ['otherwise clips if switch_shortvideo_check is 1', { switch_shortvideo_check: '1', switch_match_database: '1' }, 'clips'],
    ['otherwise db if switch_match_database is 1', { switch_match_database: '1' }, 'db'],
    ['otherwise empty', { switch_anchorroom: '0' }, ''],
  ])('%s', (_rule, switches, tab) => {
    expect(defaultHeadlineTab(switches)).toBe(tab);
  });

  it('takes the manifest preference when its switch allows it, and skips tabs whose feature is not built', () => {
    const every: Switches = { switch_anchorroom: '1', switch_shortvideo_check: '1', switch_match_database: '1' };
    expect(defaultHeadlineTab(every, { preferred: 'clips' })).toBe('clips');
    expect(defaultHeadlineTab({ switch_anchorroom: '1' }, { preferred: 'clips' })).toBe('anchors');
    expect(defaultHeadlineTab(every, { builtFeatures: ['video', 'database'] })).toBe('clips');
  });
});

describe('spec 000 §2: "The root redirects to the score page, or to the live page on other site variants"', () => {
  it('follows the manifest', () => {
    expect(rootRedirectPath('score')).toBe('/score');
    expect(rootRedirectPath('live')).toBe('/live');
    expect(rootRedirectPath(undefined)).toBe('/score');
  });
});
