/** What the server needs from PostgreSQL, whether embedded (PGlite) or a real server (pg). */
export interface Database {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it or none of it. */
  transaction<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only), to start another in-memory database from them. */
  dumpFiles?(): Promise<Blob>;
  /**
   * Calls `onNotice` with each NOTIFY on `channel`; answers how to stop. The embedded database only (one process hears
   * its own notices); on PostgreSQL a listener needs a connection of its own (db/notify-channel.ts).
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  /** `pglite` or `postgres`, for logs and docs. */
  readonly kind: 'pglite' | 'postgres';
}

export interface DatabaseOptions {
  /** postgres://... to use a real PostgreSQL; otherwise the embedded one. */
  url?: string;
  /** Folder where the embedded database keeps its files; in memory when absent. */
  dataDir?: string;
  /** An archive from `dumpFiles()`: the in-memory embedded database starts with these files instead of empty. */
  files?: Blob;
}
