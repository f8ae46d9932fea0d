import type { RobotAction } from '../domain/rooms/robots/robot-plan.ts';
import type { RobotRates } from '../domain/rooms/robots/robot-rates.ts';
import type { Robot } from '../domain/rooms/robots/robot-roster.ts';
import { RobotViewers, type RobotPorts } from '../domain/rooms/robots/robots.ts';
import { Ticker } from './ticker.ts';

/** How often (real time) the robots act. @default 1000 */
export const robotTickMs = 1_000;

/**
 * The robots on the server's timer (jobs/robot-timer.ts): at each tick the simulated viewers
 * (domain/rooms/robots/robots.ts) carry out what fell since the last one, one tick at a time.
 */
export class Robots extends Ticker<number> {
  readonly viewers: RobotViewers;

  constructor(ports: RobotPorts, roster: readonly Robot[], seed: number, rates: RobotRates) {
    super();
    this.viewers = new RobotViewers(ports, roster, seed, rates);
  }

  /** Robots in a room at `now`, counted in its audience; none while the robots are off. */
  present(liveid: number, now: Date): number {
    return this.viewers.present(liveid, now);
  }

  /** What the robots do in (from, to] of the server clock, in the rooms of the last tick. */
  actionsBetween(from: number, to: number): RobotAction[] {
    return this.viewers.actionsBetween(from, to);
  }

  protected run(): Promise<number> {
    return this.viewers.act();
  }
}
