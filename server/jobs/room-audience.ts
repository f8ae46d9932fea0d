import type { FastifyInstance } from 'fastify';
import { AudienceTeller } from '../domain/rooms/room-audience.ts';
import { audienceCounter, roomCrowd, roomNotices } from '../routes/rooms/chat-ports.ts';
import type { ServerContext } from '../server-context.ts';
import { Ticker } from './ticker.ts';

/**
 * How often (real time) the watched rooms are told their audience: spec 001 §9 refreshes a room's online count only
 * once its last update is over 10 s old, so a room hears at most that often.
 */
export const audienceTickMs = 10_000;

/** The rooms told their audience by the clock (domain/rooms/room-audience.ts), over this node's chat gateway. */
export class RoomAudience extends Ticker<number> {
  private readonly teller: AudienceTeller;

  constructor(context: ServerContext) {
    super();
    const { db, cache, clock, im } = context;
    this.teller = new AudienceTeller({
      db,
      cache,
      clock,
      audience: audienceCounter(im),
      crowd: roomCrowd(context),
      notices: roomNotices(im),
    });
  }

  /** Tells the rooms whose audience moved; answers how many were told. */
  protected run(): Promise<number> {
    return this.teller.tellChanges();
  }
}

/**
 * Tells the rooms their audience every {@link audienceTickMs}, stopping with the app. Not on a fixed clock (QA
 * snapshots, the API tests), where a room's seeded audience never moves: tests tick their own.
 */
export function roomAudience(app: FastifyInstance, context: ServerContext): void {
  const audience = new RoomAudience(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      audience.start(audienceTickMs, (error) => context.im.log.warn({ err: error }, 'room audience failed')),
    );
  app.addHook('onClose', () => audience.stop());
}
