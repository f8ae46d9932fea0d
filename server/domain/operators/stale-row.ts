import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { serverMinute } from '../../clock.ts';
import { lastAuditOf } from './audit-store.ts';

/** How the console names a queue action when it tells a stale page who got there first. */
const actionNames: Record<string, string> = {
  'application.approve': '通过',
  'application.reject': '驳回',
  'withdrawal.approve': '通过',
  'withdrawal.pay': '标记已派发',
  'withdrawal.cancel': '取消并退回钻石',
  'feedback.reply': '回复',
  'report.dismiss': '驳回举报',
  'report.mute': '禁言',
  'report.ban': '封禁',
  'report.delete': '删除消息',
  'comment.keep': '保留评论',
  'comment.delete': '删除评论',
  'room.unban': '解除禁言',
  'room.manager.remove': '撤销房管',
  'content.publish': '发布',
  'content.withdraw': '下线',
};

/**
 * Answers a queue action refused because its row was already handled (a CONFLICT from the area's guarded update): the
 * refusal names who handled it and how, from the audit log, so a stale page learns it lost and to whom. `undoneBy`, when
 * given, names the actions that could have undone it: a newest entry of another action (a ban that then ran out) tells
 * nothing, and the area's refusal stands. Any other error passes through as is.
 */
export async function staleRow(
  db: Database,
  targetKind: string,
  targetId: number | string,
  error: unknown,
  undoneBy?: readonly string[],
): Promise<never> {
  if (!(error instanceof DomainError) || error.code !== 'CONFLICT') throw error;
  const last = await lastAuditOf(db, targetKind, String(targetId));
  if (!last || (undoneBy && !undoneBy.includes(last.action))) throw error;
  throw new DomainError('CONFLICT', `已被 ${last.actor} 处理（${actionNames[last.action] ?? last.action}）`);
}

/**
 * Answers a content edit refused because the row changed since the operator read it (a CONFLICT from the area's
 * version check): the refusal names who changed it last and when, from the audit log, so the console can offer to
 * reload the row instead of overwriting their change. Any other error passes through as is.
 */
export async function staleVersion(db: Database, targetKind: string, targetId: number | string, error: unknown): Promise<never> {
  if (!(error instanceof DomainError) || error.code !== 'CONFLICT') throw error;
  const last = await lastAuditOf(db, targetKind, String(targetId));
  if (!last) throw error;
  throw new DomainError('CONFLICT', `已被 ${last.actor} 于 ${serverMinute(new Date(last.at))} 修改，请重新加载后再改`);
}
