import type { Clock, Database, ReadThroughCache } from '../ports.ts';
import type { AudienceCounter, AudienceEvent, RoomCrowd, RoomNotices } from './ports.ts';
import { loadRooms, onlineCount } from './rooms.ts';

/** The rooms (read through the cache), the clock, who is in the rooms and their chat. */
export interface AudiencePorts {
  db: Database;
  cache: Pick<ReadThroughCache, 'get'>;
  clock: Clock;
  audience: AudienceCounter;
  crowd: RoomCrowd;
  notices: RoomNotices;
}

/**
 * Tells each watched live room its audience when it changed (docs/decisions.md "A room's audience"): the number the
 * room's page and the lists answer (domain/rooms/rooms.ts onlineCount), online-only, as LiveGroupMemberJoinExit. A room
 * nobody watches is told nothing, and is told afresh once someone does.
 */
export class AudienceTeller {
  /** What each watched room was last told. */
  private readonly told = new Map<number, number>();

  constructor(private readonly ports: AudiencePorts) {}

  /** Tells the rooms whose audience moved; answers how many were told. */
  async tellChanges(): Promise<number> {
    const { audience, clock, crowd, notices } = this.ports;
    const now = clock.now();
    let told = 0;
    for (const room of await loadRooms(this.ports)) {
      if (audience.viewersIn(room.liveid) === 0) {
        this.told.delete(room.liveid);
        continue;
      }
      const online = onlineCount(room, now, crowd);
      if (this.told.get(room.liveid) === online) continue;
      this.told.set(room.liveid, online);
      const event: AudienceEvent = { type: 'LiveGroupMemberJoinExit', liveid: room.liveid, online };
      notices.publishOnlineOnly(`live_${room.liveid}`, event);
      told++;
    }
    return told;
  }
}
