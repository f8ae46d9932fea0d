import type { Database } from '../db/database.ts';
import { unixSeconds } from './users.ts';

/** What a system message is about; the app draws an icon per kind. */
export type MessageKind = 'announcement' | 'welcome' | 'withdrawal' | 'quiz' | 'application' | 'invite' | 'feedback';

type Bilingual = { cn: string; pt: string };

export interface NewMessage {
  /** The fan it is for; null for everyone. */
  userId: number | null;
  kind: MessageKind;
  title: Bilingual;
  content: Bilingual;
  link?: string;
  /** A seeded announcement's name: posting the same key again does nothing. */
  seedKey?: string;
}

/** Posts a message, in the caller's transaction when given one. */
export async function postMessage(db: Database, message: NewMessage, now: Date): Promise<void> {
  await db.query(
    `insert into system_messages (user_id, kind, title_zh, title_pt, content_zh, content_pt, link, seed_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (seed_key) do nothing`,
    [
      message.userId,
      message.kind,
      message.title.cn,
      message.title.pt,
      message.content.cn,
      message.content.pt,
      message.link ?? '',
      message.seedKey ?? null,
      now.toISOString(),
    ],
  );
}

interface MessageRow {
  id: number;
  kind: MessageKind;
  title_zh: string;
  title_pt: string;
  content_zh: string;
  content_pt: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** The messages a fan sees: their own and everyone's. */
const visible = '(m.user_id = $1 or m.user_id is null)';

/** A page of the fan's messages, newest first (`read` 1 once read), and how many are unread. */
export async function listMessages(db: Database, userId: number, lang: 'cn' | 'pt-br', page: number, size: number) {
  const rows = await db.query<MessageRow>(
    `select m.id, m.kind, m.title_zh, m.title_pt, m.content_zh, m.content_pt, m.link, m.created_at, r.read_at
     from system_messages m left join system_message_reads r on r.message_id = m.id and r.user_id = $1
     where ${visible} order by m.created_at desc, m.id desc limit $2 offset $3`,
    [userId, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from system_messages m where ${visible}`, [userId]);
  const pt = lang === 'pt-br';
  return {
    total: Number(total),
    unread: await unreadCount(db, userId),
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: pt ? row.title_pt : row.title_zh,
      content: pt ? row.content_pt : row.content_zh,
      link: row.link,
      time: unixSeconds(row.created_at),
      read: row.read_at ? 1 : 0,
    })),
  };
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [{ unread }] = await db.query<{ unread: number }>(
    `select count(*)::int as unread from system_messages m
     where ${visible} and not exists (select 1 from system_message_reads r where r.message_id = m.id and r.user_id = $1)`,
    [userId],
  );
  return Number(unread);
}

/**
 * Marks the fan's messages read: those of `ids` (others' and unknown ids are ignored), or all when `ids` is absent.
 * Answers how many unread remain. Reading twice changes nothing.
 */
export async function markRead(db: Database, userId: number, ids: readonly number[] | undefined, now: Date): Promise<number> {
  const only = ids === undefined ? '' : ' and m.id = any($3)';
  await db.query(
    `insert into system_message_reads (user_id, message_id, read_at)
     select $1, m.id, $2 from system_messages m where ${visible}${only}
     on conflict do nothing`,
    ids === undefined ? [userId, now.toISOString()] : [userId, now.toISOString(), [...ids]],
  );
  return unreadCount(db, userId);
}

/** What a new account reads first: where its welcome benefits are. */
export const welcomeMessage = (userId: number): NewMessage => ({
  userId,
  kind: 'welcome',
  title: { cn: '欢迎加入，新人福利已到账', pt: 'Bem-vindo! Seus presentes chegaram' },
  content: {
    cn: 'VIP 体验卡和新人观赛礼券已放入“我的福利”，礼券在直播间的“我的背包”里送出，请在有效期内使用。',
    pt: 'O teste VIP e o cupom de boas-vindas estão em "Meus benefícios"; o cupom é enviado pela mochila de presentes de qualquer sala. Use-os antes do vencimento.',
  },
  link: '/user-center/benefits',
});
