import type { Database } from '../../ports.ts';

/** A fan's report of a chat user or group without an outcome, with the reporter's nickname. */
export interface OpenReportRow {
  id: number;
  user_id: number | null;
  nick_name: string | null;
  content: string;
  target_type: 'user' | 'group';
  target_id: string;
  reason: string;
  created_at: Date | string;
}

/** The oldest reports without an outcome, at most `limit`. */
export function openReportRows(db: Database, limit: number): Promise<OpenReportRow[]> {
  return db.query<OpenReportRow>(
    `select f.id, f.user_id, u.nick_name, f.content, f.target_type, f.target_id, f.reason, f.created_at
     from feedback f left join users u on u.id = f.user_id
     where f.reply is null and f.category = 'report' order by f.id limit $1`,
    [limit],
  );
}

/** A chat message as the console shows it around a report: its sender, time and elements' text. */
export interface ContextRow {
  id: number;
  thread: string;
  from_id: string;
  nick: string;
  time: number;
  revoked: boolean;
  texts: string[];
}

/**
 * The newest group messages the report names, oldest first: the group's own when it names a group, the user's in any
 * group when it names a user (private chats stay private).
 */
export async function reportContextRows(db: Database, type: 'user' | 'group', id: string, limit: number): Promise<ContextRow[]> {
  const rows = await db.query<ContextRow>(
    `select m.id, m.thread, m.from_id, m.nick, m.time, m.revoked,
       coalesce((select array_agg(e->>'text') from jsonb_array_elements(m.elements) e where e->>'type' = 'TIMTextElem'), '{}') as texts
     from im_messages m
     where m.conversation_type = 2 and ${type === 'group' ? 'm.thread = $1' : 'm.from_id = $1'}
     order by m.id desc limit $2`,
    [id, limit],
  );
  return rows.reverse();
}

/** Records a report's outcome once: undefined when it already has one or does not exist. */
export async function settleReportRow(db: Database, id: number, outcome: string, at: string): Promise<{ id: number } | undefined> {
  const [row] = await db.query<{ id: number }>(
    "update feedback set reply = $2, replied_at = $3 where id = $1 and category = 'report' and reply is null returning id",
    [id, outcome, at],
  );
  return row;
}

/** Whether a report exists, handled or not. */
export async function reportExists(db: Database, id: number): Promise<boolean> {
  return (await db.query("select 1 from feedback where id = $1 and category = 'report'", [id])).length > 0;
}

/** A group message a report names, as the audit keeps it. */
export interface ReportedMessageRow {
  id: number;
  thread: string;
  from_id: string;
  texts: string[];
}

/**
 * The group message `messageId` if it is among the report's context as the queue lists it: the newest `within` group
 * messages of the group a group report names, or of the user a user report names (in any group; private chats stay
 * private). Undefined otherwise, older messages of the same group or user too: the console deletes only what it showed.
 */
export async function reportedMessageRow(
  db: Database,
  reportId: number,
  messageId: number,
  within: number,
): Promise<ReportedMessageRow | undefined> {
  const [row] = await db.query<ReportedMessageRow>(
    `select m.id, m.thread, m.from_id,
       coalesce((select array_agg(e->>'text') from jsonb_array_elements(m.elements) e where e->>'type' = 'TIMTextElem'), '{}') as texts
     from feedback f join im_messages m on m.id = $2
     where f.id = $1 and f.category = 'report'
       and m.id in (select c.id from im_messages c
         where c.conversation_type = 2 and (case when f.target_type = 'group' then c.thread = f.target_id else c.from_id = f.target_id end)
         order by c.id desc limit $3)`,
    [reportId, messageId, within],
  );
  return row;
}
