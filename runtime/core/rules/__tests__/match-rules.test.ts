import { describe, expect, it } from 'vitest';
import { basketballClock, footballClock, liveWithin30Minutes } from '../match-clock.ts';
import { isFinished, isInPlay, isWaiting, matchPhase, passesFilter } from '../match-status.ts';

const kickoff = 1_780_000_000;
const at = (minutes: number, seconds = 0) => (kickoff + minutes * 60 + seconds) * 1000;

describe('spec 000 §4: football status', () => {
  it.each([
    [0, 'other'],
    [1, 'waiting'],
    [2, 'inplay'],
    [3, 'inplay'],
    [4, 'inplay'],
    [5, 'inplay'],
    [7, 'inplay'],
    [8, 'finished'],
    [9, 'other'],
    [10, 'other'],
    [11, 'other'],
    [12, 'other'],
    [13, 'other'],
  ])('"In play = 2 to 7; finished = 8; waiting = 1": status %i is %s', (status, phase) => {
    expect(matchPhase(1, status)).toBe(phase);
  });
});

describe('spec 000 §4: basketball status', () => {
  it.each([
    [1, 'waiting'],
    [2, 'inplay'],
    [5, 'inplay'],
    [9, 'inplay'],
    [10, 'finished'],
    [11, 'other'],
    [12, 'other'],
    [13, 'other'],
    [14, 'other'],
    [15, 'other'],
  ])('"In play = 2 to 9; finished = 10": status %i is %s', (status, phase) => {
    expect(matchPhase(2, status)).toBe(phase);
  });

  it('offers the phase tests as names', () => {
    expect([isInPlay(2, 9), isFinished(2, 10), isWaiting(1, 1), isInPlay(1, 8)]).toEqual([true, true, true, false]);
  });
});

describe('spec 000 §4: match filters all, finished, unfinished, waiting, inplay', () => {
  it.each([
    ['all', 12, true],
    ['finished', 8, true],
    ['finished', 4, false],
    ['unfinished', 4, true],
    ['unfinished', 9, true],
    ['unfinished', 8, false],
    ['waiting', 1, true],
    ['inplay', 2, true],
    ['inplay', 1, false],
  ] as const)('filter %s on football status %i: %s', (filter, status, passes) => {
    expect(passesFilter(1, status, filter)).toBe(passes);
  });
});

describe('spec 000 §4: football clock', () => {
  it('"status 2 shows minutes since kickoff +1"', () => {
    expect(footballClock(2, kickoff, at(0, 30))).toBe('1');
    expect(footballClock(2, kickoff, at(22, 59))).toBe('23');
  });
  it('"3 shows 45"', () => {
    expect(footballClock(3, kickoff, at(50))).toBe('45');
  });
  it('"4 shows minutes since kickoff +46"', () => {
    expect(footballClock(4, kickoff, at(0))).toBe('46');
    expect(footballClock(4, kickoff, at(26))).toBe('72');
  });
  it("never shows a negative minute when the phone's clock is behind the server's (the match in play before its kickoff by the phone)", () => {
    expect(footballClock(2, kickoff, at(-71))).toBe('1');
    expect(footballClock(2, kickoff, at(0, -1))).toBe('1');
    expect(footballClock(4, kickoff, at(-5))).toBe('46');
  });
  it.each([5, 7, 8, 1])('"others show 90+": status %i', (status) => {
    expect(footballClock(status, kickoff, at(100))).toBe('90+');
  });
});

describe('spec 000 §4: "Basketball shows remaining period time as mm:ss"', () => {
  it.each([
    [720, '12:00'],
    [425, '07:05'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%i s is %s', (seconds, shown) => {
    expect(basketballClock(seconds)).toBe(shown);
  });
});

describe('spec 000 §4: "A match is \'live within 30 minutes\' when waiting and 1 to 30 minutes remain"', () => {
  it.each([
    [1, -30, true],
    [1, -1, true],
    [1, -31, false],
    [1, 0, false],
    [2, -10, false],
  ])('status %i, %i minutes from kickoff: %s', (status, minutes, live) => {
    expect(liveWithin30Minutes(1, status, kickoff, at(minutes))).toBe(live);
  });
});
