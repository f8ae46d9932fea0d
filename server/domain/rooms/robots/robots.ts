import { unixSeconds } from '../../../clock.ts';
import type { Clock, ContentLanguage, Database, ReadThroughCache } from '../../ports.ts';
import { giftById } from '../../money/gifts/gift-catalogue.ts';
import { grantWallet } from '../../money/ledger/ledger.ts';
import type { RobotLog, RoomModeration, RoomNotices } from '../ports.ts';
import { followAnchor, keepLine, sendRoomGift } from '../room-actions.ts';
import { trimRoomLines } from '../room-lines-store.ts';
import { RobotCrowd, type RobotRoom } from './robot-crowd.ts';
import type { RobotRates } from './robot-rates.ts';
import { actionsBetween, giftAmount, planMinute, type RobotAction } from './robot-plan.ts';
import type { Robot } from './robot-roster.ts';
import { loadRobotRooms } from './robot-rooms.ts';
import { phrasesIn } from './phrase-books.ts';
import { giftSent, goldOf, robotsSwitchedOn } from './robots-store.ts';

/** What the robots need: the database and its read cache, the server clock, this site, and the rooms' chat. */
export interface RobotPorts {
  db: Database;
  cache: Pick<ReadThroughCache, 'get'>;
  clock: Clock;
  /** Site code whose switch_robotroom turns the robots on. */
  site: string;
  /** The language the robots speak: the site's (domain/ports.ts ContentLanguage). */
  language: ContentLanguage;
  notices: RoomNotices;
  moderation: Pick<RoomModeration, 'banSecondsLeft'>;
  log: RobotLog;
}

/**
 * A tick covers at most this much of the server clock. After a pause, or on a clock accelerated past 10x, the robots
 * skip what is older rather than replaying it in one go: a room's chat stays readable and the database unhurried.
 */
const catchUpMs = 10_000;
/** The HTTP history keeps this many lines per room (getLiveChat answers the last 50); trimmed as robots add lines. */
const keptHistoryLines = 500;
/** Trimmed once this many robot lines were added, not at every tick: one statement over the table each time. */
const trimEveryLines = 100;

/**
 * The simulated viewers of the live rooms (docs/decisions.md "Rooms that feel alive"). One timer for the whole
 * server (jobs/robots.ts): each tick computes the rooms' plans (robot-plan.ts) for the minutes of the server clock it
 * covers and carries out the actions that fall after the previous tick, up to now, each once. Nothing happens while
 * the site's `switch_robotroom` is not '1'. Entrances, chat, gifts and follows go the ways a fan's do: the gateway's
 * online-only entrance, a stored text line under the robot's id, the gift and follow paths of ../room-actions.ts.
 */
export class RobotViewers {
  readonly crowd: RobotCrowd;
  private last: number;
  private on = false;
  private rooms = new Map<number, RobotRoom>();
  private linesSinceTrim = 0;
  /** Each room's minute is planned once, not at every tick; a room read again (after an admin write) is planned afresh. */
  private readonly plans = new WeakMap<RobotRoom, Map<number, RobotAction[]>>();

  constructor(
    private readonly ports: RobotPorts,
    roster: readonly Robot[],
    seed: number,
    rates: RobotRates,
  ) {
    this.crowd = new RobotCrowd(seed, rates, roster, phrasesIn(ports.language));
    this.last = ports.clock.now().getTime();
  }

  /** Robots in a room at `now`, counted in its audience (domain/rooms/rooms.ts); none while the robots are off. */
  present(liveid: number, now: Date): number {
    const room = this.on ? this.rooms.get(liveid) : undefined;
    return room ? this.crowd.present(room, now.getTime()).length : 0;
  }

  /** What the robots do in (from, to] of the server clock, in the rooms of the last tick. */
  actionsBetween(from: number, to: number): RobotAction[] {
    return actionsBetween(this.crowd, this.rooms.values(), from, to, (crowd, room, minuteIndex) => {
      let plans = this.plans.get(room);
      if (!plans) this.plans.set(room, (plans = new Map()));
      let plan = plans.get(minuteIndex);
      if (!plan) {
        // A tick needs this minute and the one before at most.
        for (const planned of plans.keys()) if (planned < minuteIndex - 1) plans.delete(planned);
        plans.set(minuteIndex, (plan = planMinute(crowd, room, minuteIndex)));
      }
      return plan;
    });
  }

  /** Carries out what fell since the last tick; answers how many actions reached their room. */
  async act(): Promise<number> {
    const { db, site, clock } = this.ports;
    // The switch and the rooms are read first: the audience follows them even while the clock stands still.
    this.on = await robotsSwitchedOn(db, site);
    if (this.on) this.rooms = await loadRobotRooms(this.ports);
    const now = clock.now().getTime();
    if (now <= this.last) return 0;
    const from = Math.max(this.last, now - catchUpMs);
    this.last = now;
    if (!this.on) return 0;
    let done = 0;
    for (const action of this.actionsBetween(from, now)) {
      try {
        if (await this.perform(action)) done++;
      } catch (error) {
        this.ports.log.warn({ err: error, robot: action.robot.id, liveid: action.liveid, key: action.key }, 'a robot action failed');
      }
    }
    if (this.linesSinceTrim >= trimEveryLines) await this.trimHistory();
    return done;
  }

  private async perform(action: RobotAction): Promise<boolean> {
    const { ports } = this;
    const groupId = `live_${action.liveid}`;
    const { robot } = action;
    const user = { id: robot.id, nick_name: robot.nick };
    switch (action.kind) {
      case 'enter':
        ports.notices.publishOnlineOnly(groupId, { type: 'EnterRoomMessage', uid: String(robot.id), nick_name: robot.nick });
        return true;
      case 'chat': {
        // A robot muted in the room (POST /admin/room/ban, as any user) keeps quiet until the ban ends.
        if ((await ports.moderation.banSecondsLeft(groupId, String(robot.id), unixSeconds(ports.clock.now()))) > 0) return false;
        const at = new Date(action.at);
        await keepLine(ports, action.liveid, { userId: robot.id, nick: robot.nick, kind: 'RoomMessage', content: action.text, at });
        await ports.notices.publishUserText(groupId, { id: String(robot.id), nick: robot.nick }, action.text, at);
        this.linesSinceTrim++;
        return true;
      }
      case 'gift':
        return this.sendGift(action, user);
      case 'follow':
        return (await followAnchor(ports, user, action.anchorId, true)).changed;
    }
  }

  /**
   * A robot's gift, through the fans' gift path. Its gold is granted by the operator just before, through the ledger
   * (kind grant, ref `robots:<request id>`), what the gift costs beyond the gold it holds (docs/ledger.md "Robots"); the request id is
   * the action's, so a minute computed again never sends or funds a gift twice.
   */
  private async sendGift(action: RobotAction & { kind: 'gift' }, user: { id: number; nick_name: string }): Promise<boolean> {
    const { db, clock } = this.ports;
    const gift = giftById(action.giftId);
    if (!gift) return false;
    const requestId = `robot:${action.liveid}:${action.key}`;
    if (await giftSent(db, user.id, requestId)) return false;
    const short = giftAmount(action) - (await goldOf(db, user.id));
    if (short > 0) await grantWallet(db, user.id, { gold: short }, `robots:${requestId}`, clock.now());
    await sendRoomGift(this.ports, user, action.liveid, gift, action.count, requestId);
    this.linesSinceTrim++;
    return true;
  }

  private async trimHistory(): Promise<void> {
    this.linesSinceTrim = 0;
    await trimRoomLines(this.ports.db, keptHistoryLines);
  }
}
