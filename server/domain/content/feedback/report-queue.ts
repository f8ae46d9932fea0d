import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import { unixSeconds } from '../../../clock.ts';
import { countUnanswered } from './feedback-queue-store.ts';
import { openReportRows, reportContextRows, reportExists, settleReportRow } from './report-queue-store.ts';

/** How many reports the console's screen shows at once (the oldest first) and messages of context each. */
const queuePageSize = 50;
const contextMessages = 7;

/** The outcome kept on a dismissed report (in its reply column: a report is answered once, docs/operators.md). */
export const dismissedOutcome = '已驳回';

/**
 * The console's chat reports queue: the oldest reports without an outcome, each with the newest messages of what it
 * names, as plain text (the console renders it as text; hostile text stays text).
 */
export async function reportQueue(db: Database) {
  const [rows, { reports }] = await Promise.all([openReportRows(db, queuePageSize), countUnanswered(db)]);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      userId: row.user_id ?? 0,
      nickName: row.nick_name ?? '',
      content: row.content,
      target: { type: row.target_type, id: row.target_id, reason: row.reason },
      createdAt: unixSeconds(row.created_at),
      context: (await reportContextRows(db, row.target_type, row.target_id, contextMessages)).map((message) => ({
        id: message.id,
        groupId: message.thread,
        from: message.from_id,
        nick: message.nick,
        time: message.time,
        revoked: message.revoked,
        text: message.texts.join(' '),
      })),
    })),
  );
  return { items, total: reports };
}

/** Gives a report its outcome once; a report already handled is a CONFLICT (the route names who), a missing one NOT_FOUND. */
export async function settleReport(db: Database, id: number, outcome: string, now: Date): Promise<{ id: number; outcome: string }> {
  const row = await settleReportRow(db, id, outcome, now.toISOString());
  if (!row) throw (await reportExists(db, id)) ? new DomainError('CONFLICT', '该举报已处理') : new DomainError('NOT_FOUND', '举报不存在');
  return { id, outcome };
}
