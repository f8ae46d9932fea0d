import type { FastifyInstance } from 'fastify';
import type { ImGateway } from '../im/gateway.ts';
import { publishOnlineOnly, type RoomEvent } from '../im/room-events.ts';
import { loadRooms, onlineCount, type RoomCrowd } from './rooms.ts';
import type { ServerContext } from '../server-context.ts';
import { Ticker } from '../jobs/ticker.ts';

/**
 * How often (real time) the watched rooms are told their audience: spec 001 §9 refreshes a room's online count only
 * once its last update is over 10 s old, so a room hears at most that often.
 */
export const audienceTickMs = 10_000;

/** LiveGroupMemberJoinExit (spec 000 §4, fields not shown): the room's audience after people came or left. */
export interface AudienceEvent {
  type: 'LiveGroupMemberJoinExit';
  liveid: number;
  online: number;
}

/** Users and chat guests in the room by the chat gateway: sockets joined now and readers seen within its presence window. */
export function viewersIn(im: ImGateway, liveId: number): number {
  const groupId = `live_${liveId}`;
  return im.presence.count(groupId, im.connectedMembers(groupId));
}

/** Who a room's audience counts besides its seeded crowd: the robots in it and the viewers the gateway counts. */
export function roomCrowd(context: Pick<ServerContext, 'im' | 'robots'>): RoomCrowd {
  return { present: (liveid, now) => (context.robots?.present(liveid, now) ?? 0) + viewersIn(context.im, liveid) };
}

/**
 * Tells each watched live room its audience when it changed (docs/decisions.md "A room's audience"): the number the
 * room's page and the lists answer (services/rooms.ts onlineCount), online-only, as LiveGroupMemberJoinExit. A room
 * nobody watches is told nothing, and is told afresh once someone does.
 */
export class RoomAudience extends Ticker<number> {
  /** What each watched room was last told. */
  private readonly told = new Map<number, number>();

  constructor(private readonly context: ServerContext) {
    super();
  }

  /** Tells the rooms whose audience moved; answers how many were told. */
  protected async run(): Promise<number> {
    const { im, clock } = this.context;
    const now = clock.now();
    const crowd = roomCrowd(this.context);
    let told = 0;
    for (const room of await loadRooms(this.context)) {
      if (viewersIn(im, room.liveid) === 0) {
        this.told.delete(room.liveid);
        continue;
      }
      const online = onlineCount(room, now, crowd);
      if (this.told.get(room.liveid) === online) continue;
      this.told.set(room.liveid, online);
      const event: AudienceEvent = { type: 'LiveGroupMemberJoinExit', liveid: room.liveid, online };
      // The chat layer's RoomEvent does not list this type; the gateway carries any realtime message as JSON.
      publishOnlineOnly(im, `live_${room.liveid}`, event as unknown as RoomEvent);
      told++;
    }
    return told;
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
