// The ports: the small interfaces the domain sees of the world around it. Start-up (server/start.ts) builds the
// adapters once and the routes hand each call what it needs; the domain never sees the whole composition
// (server/server-context.ts), Fastify, or the chat gateway's class. An area that needs a port of its own declares it
// in `server/domain/<area>/ports.ts`; one shared by several areas lives here.

export type { Clock } from '../clock.ts';
export type { Database } from '../db/database.ts';

/** Reads of reference data kept for a while; every write to that data clears it (db/read-cache.ts). */
export interface ReadThroughCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The answer as of one second or minute: repeated reads inside it share one load. */
  atInstant<T>(unit: 'second' | 'minute', instant: number, key: string, load: () => Promise<T>): Promise<T>;
  atSecond<T>(key: string, second: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * The language a site's own generated content is written in: the demo seed's news, videos and room chat, and the
 * robots' lines. A process serves one site, so it is that site's default language (`locales.default`).
 */
export type ContentLanguage = 'cn' | 'pt-br';
