import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import { unixSeconds } from '../../../clock.ts';
import { countUnanswered } from './feedback-queue-store.ts';
import { openReportRows, reportContextRows, reportedMessageRow, reportExists, settleReportRow } from './report-queue-store.ts';

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

/** A reported message as the audit log keeps it, before the console deleted it. */
export interface ReportedMessage {
  messageId: number;
  groupId: string;
  userId: string;
  text: string;
}

/**
 * Settles a report by deleting one group message of its context (the caller revokes it in the same transaction and
 * announces it after): the outcome names the message. A report already settled is a CONFLICT; a message outside the
 * context the queue lists (another sender's, another group's, a private one, one older than the context) NOT_FOUND,
 * and the report stays open.
 */
export async function settleByDeleting(
  db: Database,
  id: number,
  messageId: number,
  now: Date,
): Promise<{ id: number; outcome: string; message: ReportedMessage }> {
  const done = await settleReport(db, id, `删除消息 #${messageId}`, now);
  const row = await reportedMessageRow(db, id, messageId, contextMessages);
  if (!row) throw new DomainError('NOT_FOUND', '举报里没有这条消息');
  return { ...done, message: { messageId, groupId: row.thread, userId: row.from_id, text: row.texts.join(' ') } };
}
