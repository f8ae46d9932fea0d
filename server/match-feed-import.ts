import { whileLocked, lockKeys } from './db/advisory-lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import type { MatchFeedAdapter, RejectedRecord } from './domain/matches/feed/feed-adapter.ts';
import { applyFeed, type FeedSummary } from './domain/matches/feed/apply-feed.ts';
import { validateFeed } from './domain/matches/feed/validate-feed.ts';
import { recordAudit } from './domain/operators/audit.ts';

export { FeedError, type MatchFeedAdapter } from './domain/matches/feed/feed-adapter.ts';
export { fileFeed } from './domain/matches/feed/file-feed.ts';

export interface FeedImportResult {
  read: number;
  rejected: RejectedRecord[];
  /** Undefined when nothing was written (a dry run, or no valid record). */
  summary?: FeedSummary;
}

/**
 * Imports a feed into the database `serve` would open (PostgreSQL at `databaseUrl`, else the embedded one in
 * `dataDir`), migrated: every record validated, the valid ones applied in one transaction with an audit entry by the
 * actor `cli` (docs/match-feed.md). The refused records are answered, never written.
 */
export async function importMatchFeed(
  adapter: MatchFeedAdapter,
  options: { dataDir?: string; databaseUrl?: string; site?: string; dryRun?: boolean; now?: Date },
): Promise<FeedImportResult> {
  const records = await adapter.read();
  const now = options.now ?? new Date();
  const { valid, rejected } = validateFeed(records, now);
  if (options.dryRun || valid.length === 0) return { read: records.length, rejected };
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  try {
    await whileLocked(options.databaseUrl, lockKeys.startup, () => migrate(db));
    const summary = await applyFeed(
      db,
      adapter.provider,
      valid.map((v) => v.match),
      (tx, after) =>
        recordAudit(tx, now, {
          operatorId: null,
          actor: 'cli',
          role: 'cli',
          address: 'local',
          action: 'matches.import',
          targetKind: 'feed',
          targetId: adapter.provider,
          site: options.site ?? '',
          before: null,
          after: { ...after, rejected: rejected.length },
        }),
    );
    return { read: records.length, rejected, summary };
  } finally {
    await db.close();
  }
}
