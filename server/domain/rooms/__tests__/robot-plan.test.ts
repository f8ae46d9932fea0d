import { describe, expect, it } from 'vitest';
import type { ScoringIncident } from '../../matches/simulation/match-state.ts';
import { robotNicks, robotNicksIn, type Robot } from '../robots/robot-roster.ts';
import { bigGiftGold } from '../../money/gifts/gift-catalogue.ts';
import { RobotCrowd, type RobotRoom } from '../robots/robot-crowd.ts';
import { anyRoomLines, momentLines, phaseLines } from '../robots/robot-phrases.ts';
import { phrasesIn } from '../robots/phrase-books.ts';
import { actionsBetween, giftAmount, planMinute, type RobotAction } from '../robots/robot-plan.ts';
import { defaultRobotRates, robotRates, type RobotRates } from '../robots/robot-rates.ts';

const minute = 60_000;
/** 20:00 China time: a minute boundary, as the clock of a real evening. */
const evening = Date.parse('2026-06-01T12:00:00Z');
const roster: Robot[] = robotNicks.map((nick, index) => ({ id: 1000 + index, nick }));
const crowdOf = (rates: Partial<RobotRates> = {}, seed = 7) => new RobotCrowd(seed, robotRates(rates), roster);

/** A football room whose match kicked off 20 minutes before the evening, and the match's incidents. */
const footballRoom = (incidents: ScoringIncident[] = []): RobotRoom => ({
  liveid: 101,
  anchorId: 1,
  baseOnline: 5000,
  match: { sportId: 1, kickoff: new Date(evening - 20 * minute), statusOverride: null, incidents, home: '曼城', away: '阿森纳' },
});
const basketballRoom = (incidents: ScoringIncident[] = []): RobotRoom => ({
  liveid: 102,
  anchorId: 2,
  baseOnline: 800,
  match: { sportId: 2, kickoff: new Date(evening - 5 * minute), statusOverride: null, incidents, home: '湖人', away: '勇士' },
});
const talkRoom: RobotRoom = { liveid: 103, anchorId: 3, baseOnline: 300, match: null };

const texts = (actions: RobotAction[]) => actions.flatMap((a) => (a.kind === 'chat' ? [a.text] : []));
const goalLinesOf = (team: string) => new Set(momentLines.goal.map((line) => line.replaceAll('{team}', team)));

describe('the robots\' plan (docs/decisions.md "Rooms that feel alive")', () => {
  it('does the same things for the same seed and clock, and other things for another seed', () => {
    const first = actionsBetween(crowdOf(), [footballRoom(), talkRoom], evening, evening + 5 * minute);
    expect(actionsBetween(crowdOf(), [footballRoom(), talkRoom], evening, evening + 5 * minute)).toEqual(first);
    expect(first.length).toBeGreaterThan(20);
    expect(actionsBetween(crowdOf({}, 8), [footballRoom(), talkRoom], evening, evening + 5 * minute)).not.toEqual(first);
  });

  it('sends each action once however the clock steps, and nothing outside the window', () => {
    const rooms = [footballRoom(), basketballRoom(), talkRoom];
    const whole = actionsBetween(crowdOf(), rooms, evening, evening + 4 * minute);
    const steps = [1000, 250, 7000, 13_000, 60_000, 1, 45_500, 30_000, 83_249];
    const stepped: RobotAction[] = [];
    let at = evening;
    for (const step of steps) {
      stepped.push(...actionsBetween(crowdOf(), rooms, at, at + step));
      at += step;
    }
    expect(at).toBe(evening + 4 * minute);
    expect(stepped).toEqual(whole);
    expect(whole.every((a) => a.at > evening && a.at <= evening + 4 * minute)).toBe(true);
    expect(actionsBetween(crowdOf(), rooms, evening, evening)).toEqual([]);
  });

  it('lets only robots in the room speak, and announces a robot only when it comes in', () => {
    const crowd = crowdOf();
    const room = footballRoom();
    const actions = actionsBetween(crowd, [room], evening, evening + 10 * minute);
    const present = (a: RobotAction, at: number) => crowd.present(room, at).some((r) => r.id === a.robot.id);
    expect(actions.filter((a) => a.kind !== 'enter').every((a) => present(a, a.at))).toBe(true);
    const entrances = actions.filter((a) => a.kind === 'enter');
    expect(entrances.length).toBeGreaterThan(10);
    expect(entrances.every((a) => present(a, a.at) && !present(a, a.at - 1))).toBe(true);
    expect(actions.every((a) => a.robot === roster.find((r) => r.id === a.robot.id))).toBe(true);
  });

  it('moves the audience with the robots: more come while a match is played, and the crowd changes', () => {
    const crowd = crowdOf();
    const samples = (room: RobotRoom) => Array.from({ length: 60 }, (_, m) => crowd.present(room, evening + m * minute).length);
    const playing = samples(footballRoom());
    expect(Math.min(...playing)).toBeGreaterThan(0);
    expect(Math.max(...playing) - Math.min(...playing)).toBeGreaterThanOrEqual(3);
    const idle = samples({ ...footballRoom(), liveid: 104, match: null });
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean(playing.slice(20))).toBeGreaterThan(mean(idle.slice(20)));
  });

  it('never sends a room more than the limit a minute, and keeps gifts and follows first', () => {
    const busy = { chat: 100, enters: 20, gifts: 4, follows: 2 };
    const room = footballRoom();
    for (let m = 0; m < 10; m++) {
      const minuteIndex = evening / minute + m;
      const capped = planMinute(crowdOf({ ...busy, maxPerMinute: 30 }), room, minuteIndex);
      const open = planMinute(crowdOf({ ...busy, maxPerMinute: 1000 }), room, minuteIndex);
      expect(open.length).toBeGreaterThan(30);
      expect(capped).toHaveLength(30);
      const paid = (actions: RobotAction[]) => actions.filter((a) => a.kind === 'gift' || a.kind === 'follow').map((a) => a.key);
      expect(paid(capped)).toEqual(paid(open));
    }
    expect(actionsBetween(crowdOf({ maxPerMinute: 0 }), [room], evening, evening + 10 * minute)).toEqual([]);
    expect(actionsBetween(crowdOf({ chat: 0, enters: 0, gifts: 0, follows: 0 }), [room], evening, evening + 10 * minute)).toEqual([]);
  });

  it('bursts after a goal, naming the side that scored, and not without one', () => {
    // 22 minutes played at evening + 2 minutes: a goal for the home side then.
    const goalAt = evening + 2 * minute;
    const window = [goalAt - 10_000, goalAt + 60_000] as const;
    const quiet = texts(actionsBetween(crowdOf(), [footballRoom()], ...window));
    const loud = texts(actionsBetween(crowdOf(), [footballRoom([{ at_second: 22 * 60, side: 'home', points: 1 }])], ...window));
    const cheers = goalLinesOf('曼城');
    expect(quiet.filter((t) => cheers.has(t))).toEqual([]);
    expect(loud.filter((t) => cheers.has(t)).length).toBeGreaterThanOrEqual(5);
    expect(loud.length).toBeGreaterThan(quiet.length + 4);
    expect(loud.some((t) => t.includes('阿森纳'))).toBe(false);
    expect(loud.join('')).not.toContain('{team}');
  });

  it('cheers a basketball three briefly, not a two', () => {
    // Q1 of a match that started five minutes before the evening: at_second 400 is at evening + 100 s.
    const window = [evening + 90_000, evening + 160_000] as const;
    const threes = new Set(momentLines.three.map((line) => line.replaceAll('{team}', '勇士')));
    const three = texts(actionsBetween(crowdOf(), [basketballRoom([{ at_second: 400, side: 'away', points: 3 }])], ...window));
    const two = texts(actionsBetween(crowdOf(), [basketballRoom([{ at_second: 400, side: 'away', points: 2 }])], ...window));
    expect(three.filter((t) => threes.has(t)).length).toBeGreaterThanOrEqual(1);
    expect(two.filter((t) => threes.has(t))).toEqual([]);
  });

  it('hears the kickoff and the final whistle', () => {
    const room = footballRoom();
    const kickoff = room.match!.kickoff.getTime();
    const around = (at: number) => texts(actionsBetween(crowdOf({ enters: 6 }), [room], at - 5000, at + 55_000));
    expect(around(kickoff).filter((t) => momentLines.kickoff.includes(t)).length).toBeGreaterThanOrEqual(2);
    expect(around(kickoff + 105 * minute).filter((t) => momentLines.final.includes(t)).length).toBeGreaterThanOrEqual(2);
  });

  it("talks about the room's own sport, in Chinese phrases", () => {
    const lines = (room: RobotRoom) => texts(actionsBetween(crowdOf(), [room], evening, evening + 15 * minute));
    const football = new Set([...anyRoomLines, ...Object.values(phaseLines.football).flat()]);
    const basketball = new Set([
      ...anyRoomLines,
      ...Object.values(phaseLines.basketball).flat(),
      ...momentLines.three.map((l) => l.replaceAll('{team}', '湖人')),
      ...momentLines.three.map((l) => l.replaceAll('{team}', '勇士')),
    ]);
    const basketballLines = lines(basketballRoom());
    expect(basketballLines.length).toBeGreaterThan(20);
    expect(basketballLines.filter((t) => !basketball.has(t) && !Object.values(momentLines).flat().includes(t))).toEqual([]);
    expect(basketballLines.some((t) => phaseLines.football.play.includes(t) && !phaseLines.basketball.play.includes(t))).toBe(false);
    expect(lines(talkRoom).every((t) => anyRoomLines.includes(t))).toBe(true);
    expect(
      lines(footballRoom()).filter(
        (t) =>
          !football.has(t) &&
          !Object.values(momentLines)
            .flat()
            .some((l) => t === l.replaceAll('{team}', '曼城') || t === l.replaceAll('{team}', '阿森纳')),
      ),
    ).toEqual([]);
  });

  it("speaks the site's language: a Portuguese site's robots say only Portuguese lines, its goals with the team's name", () => {
    const crowd = new RobotCrowd(7, robotRates(), roster, phrasesIn('pt-br'));
    const room: RobotRoom = { ...footballRoom([{ at_second: 25 * 60, side: 'home', points: 1 }]) };
    room.match = { ...room.match!, home: 'Flamengo', away: 'Palmeiras' };
    const lines = texts(actionsBetween(crowd, [room, basketballRoom(), talkRoom], evening, evening + 15 * minute));
    expect(lines.length).toBeGreaterThan(30);
    // No Chinese character in any line (the Portuguese book names the sides as the site's fans do).
    expect(lines.filter((t) => /[\u3400-\u9fff]/.test(t))).toEqual([]);
    const book = phrasesIn('pt-br');
    const known = new Set([
      ...book.anyRoom,
      ...Object.values(book.phase.football).flat(),
      ...Object.values(book.phase.basketball).flat(),
      ...Object.values(book.moment)
        .flat()
        .flatMap((l) => ['Flamengo', 'Palmeiras'].map((team) => l.replaceAll('{team}', team))),
    ]);
    expect(lines.filter((t) => !known.has(t))).toEqual([]);
    expect(
      lines.filter((t) => book.moment.goal.some((l) => l.includes('{team}') && t === l.replaceAll('{team}', 'Flamengo'))).length,
    ).toBeGreaterThan(0);
    expect(phrasesIn('cn').anyRoom).toBe(anyRoomLines);
  });

  it('sends mostly small gifts, and now and then one big enough to be told to the other rooms', () => {
    const rooms = [footballRoom(), basketballRoom(), talkRoom];
    const gifts = actionsBetween(crowdOf({ gifts: 2 }), rooms, evening, evening + 300 * minute).flatMap((a) =>
      a.kind === 'gift' ? [giftAmount(a)] : [],
    );
    expect(gifts.length).toBeGreaterThan(500);
    const big = gifts.filter((amount) => amount >= bigGiftGold).length / gifts.length;
    expect(big).toBeGreaterThan(0.02);
    expect(big).toBeLessThan(0.15);
  });

  it('checks its rates', () => {
    expect(robotRates()).toEqual(defaultRobotRates);
    expect(robotRates({ chat: 2, gifts: undefined })).toEqual({ ...defaultRobotRates, chat: 2 });
    expect(() => robotRates({ chat: -1 })).toThrow(/robots\.rates\.chat expects a number of 0 or more, got -1/);
    expect(() => robotRates({ maxPerMinute: 2.5 })).toThrow(/maxPerMinute expects a whole number/);
    expect(() => robotRates({ enters: Number.NaN })).toThrow(/enters/);
  });
});

describe('the robot accounts', () => {
  it('have unique nicks a chat line shows whole (16 wide at most, a Chinese character counting 2), in each language', () => {
    const width = (nick: string) => [...nick].reduce((sum, char) => sum + (/[\u0000-\u00ff]/.test(char) ? 1 : 2), 0);
    for (const nicks of [robotNicks, robotNicksIn('pt-br')]) {
      expect(new Set(nicks).size).toBe(nicks.length);
      expect(nicks.length).toBe(200);
      expect(Math.max(...nicks.map(width))).toBeLessThanOrEqual(16);
    }
    expect(robotNicksIn('pt-br').filter((nick) => /[\u3400-\u9fff]/.test(nick))).toEqual([]);
  });
});
