import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import { applyFeed, type FeedSummary } from './apply-feed.ts';
import { FeedError, type RejectedRecord } from './feed-adapter.ts';
import { fileFeed } from './file-feed.ts';
import { validateFeed } from './validate-feed.ts';

/** A provider's name, as `import-matches --provider` takes it: a re-import is keyed by (provider, match id). */
export const feedProviderPattern = '^[a-z0-9][a-z0-9_-]{0,31}$';

export interface FeedFileResult {
  read: number;
  rejected: RejectedRecord[];
  /** Undefined when nothing was written (no valid record). */
  summary?: FeedSummary;
}

/**
 * Imports a JSON or CSV file's text, as `sideline import-matches` does (the same adapter, validation and writes): the
 * refused records answered with their line, field and reason, the valid ones applied in one transaction with
 * `record` (the audit entry). A file that cannot be read at all answers status 1 with why.
 */
export async function importFeedFile(
  db: Database,
  file: { provider: string; name: string; text: string },
  now: Date,
  record: (tx: Database, after: FeedSummary & { rejected: number }) => Promise<void>,
): Promise<FeedFileResult> {
  let records;
  try {
    records = await fileFeed(file.provider, file.name, file.text).read();
  } catch (error) {
    if (error instanceof FeedError) throw new DomainError('BAD_INPUT', `参数错误: ${error.message}`);
    throw error;
  }
  const { valid, rejected } = validateFeed(records, now);
  if (valid.length === 0) return { read: records.length, rejected };
  const summary = await applyFeed(
    db,
    file.provider,
    valid.map((v) => v.match),
    (tx, after) => record(tx, { ...after, rejected: rejected.length }),
  );
  return { read: records.length, rejected, summary };
}
