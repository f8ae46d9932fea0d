import type { QuizBalanceFinishedEvent } from '../../im/room-events.ts';
import type { Clock, Database, ReadThroughCache } from '../ports.ts';

/**
 * What the area's reads need: the database, the read cache in front of it (match rows change only with a seeding or
 * an admin write), and the clock the live state of every match is computed at. The server's context is one.
 */
export interface MatchReads {
  db: Database;
  cache: ReadThroughCache;
  clock: Clock;
}

/** Publishes a stored event into a live room's chat: how a match's rooms hear its quiz settled. */
export interface RoomNotices {
  publishStored(groupId: string, event: QuizBalanceFinishedEvent): Promise<unknown>;
}
