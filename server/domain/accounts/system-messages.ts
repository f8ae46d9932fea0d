import { unixSeconds } from '../../clock.ts';
import type { Database } from '../ports.ts';
import { insertMessage, markMessagesRead, messagesPage, unreadMessages, visibleMessages } from './system-message-store.ts';

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
  await insertMessage(db, {
    userId: message.userId,
    kind: message.kind,
    titleZh: message.title.cn,
    titlePt: message.title.pt,
    contentZh: message.content.cn,
    contentPt: message.content.pt,
    link: message.link ?? '',
    seedKey: message.seedKey ?? null,
    at: now.toISOString(),
  });
}

/** A page of the fan's messages, newest first (`read` 1 once read), and how many are unread. */
export async function listMessages(db: Database, userId: number, lang: 'cn' | 'pt-br', page: number, size: number) {
  const rows = await messagesPage(db, userId, size, (page - 1) * size);
  const total = await visibleMessages(db, userId);
  const pt = lang === 'pt-br';
  return {
    total,
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

/** How many of the fan's messages are unread. */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  return unreadMessages(db, userId);
}

/**
 * Marks the fan's messages read: those of `ids` (others' and unknown ids are ignored), or all when `ids` is absent.
 * Answers how many unread remain. Reading twice changes nothing.
 */
export async function markRead(db: Database, userId: number, ids: readonly number[] | undefined, now: Date): Promise<number> {
  await markMessagesRead(db, userId, ids, now.toISOString());
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
