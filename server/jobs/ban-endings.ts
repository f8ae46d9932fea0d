import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { HeldLock } from '../db/advisory-lock.ts';
import type { Database } from '../db/database.ts';
import type { ChatGateway } from '../im/gateway-port.ts';
import { endRanOutBans } from '../im/room-moderation.ts';
import { onSimulatorNode } from './simulator-node.ts';
import { Ticker } from './ticker.ts';

/** How often (real time) the bans that ran out are ended: a room hears of it at most this long after its end. */
export const banEndTickMs = 5_000;
/** Bans one tick ends at most; more wait for the next tick (a database that kept years of ended bans empties in steps). */
export const maxBanEndsPerTick = 500;

/**
 * Ends the live rooms' bans as the server clock passes their end (docs/decisions.md "A room ban that runs out"), so an
 * open console room screen and the room's readers hear of it without a read of their own.
 */
export class BanEndTicker extends Ticker<number> {
  constructor(private readonly context: { db: Database; clock: Clock; im: ChatGateway }) {
    super();
  }

  protected run(): Promise<number> {
    return endRanOutBans(this.context, maxBanEndsPerTick);
  }
}

/**
 * Starts the ticker with the app on the node that runs the clock's jobs (not for a fixed clock: its bans never run
 * out) and stops it, waiting for the run under way, when the app closes.
 */
export function banEndings(app: FastifyInstance, context: { db: Database; clock: Clock; im: ChatGateway; simulator?: HeldLock }): void {
  const ticker = new BanEndTicker(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      ticker.start(
        banEndTickMs,
        (error) => context.im.log.warn({ err: error }, 'ending bans that ran out failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => ticker.stop());
}
