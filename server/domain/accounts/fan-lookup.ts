import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { fanMobile, fansMatching, type FanRow } from './fan-lookup-store.ts';

/** How many fans one look-up answers. */
const lookupLimit = 20;

/** A phone as the console shows it by default: the first three and last four digits (138****5678). */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

const fanOf = (row: FanRow) => ({
  id: row.id,
  account: row.account,
  nickName: row.nick_name,
  phone: maskPhone(row.mobile),
  vipLevel: row.vip_level,
  gold: row.gold,
  diamond: row.diamond,
});

/**
 * Fans by id (digits), phone (all its digits) or a part of their nick, phones masked. A query is 1 to 40 characters
 * after trimming; `%` and `_` in it match themselves.
 */
export async function lookUpFans(db: Database, query: string) {
  const q = query.trim();
  if (q === '' || q.length > 40) throw new DomainError('BAD_INPUT', '参数错误: 请输入 1 到 40 个字符的 ID、昵称或手机号');
  const digits = /^\d+$/.test(q);
  const id = digits && q.length <= 9 ? Number(q) : undefined;
  const nick = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await fansMatching(db, { id, mobile: digits ? q : undefined, nick }, lookupLimit);
  return { items: rows.map(fanOf) };
}

/** A fan's phone in full (the caller records that it was shown); not found for a fan who does not exist. */
export async function unmaskedPhone(db: Database, id: number): Promise<{ phone: string; masked: string }> {
  const row = await fanMobile(db, id);
  if (!row) throw new DomainError('NOT_FOUND', '粉丝不存在');
  return { phone: row.mobile ?? '', masked: maskPhone(row.mobile) };
}
