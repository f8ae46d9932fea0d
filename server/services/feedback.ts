import type { Database } from '../db/database.ts';
import { DomainError } from '../domain/errors.ts';
import { postMessage } from '../domain/accounts/system-messages.ts';
import { unixSeconds } from '../clock.ts';

/** What a message to customer service is about (docs/decisions.md "Feedback"). */
export const feedbackCategories = ['bug', 'suggestion', 'account', 'payment', 'content', 'other'] as const;
/** A message's category, or `report` for a report of a chat user or group (services/reports.ts). */
export type FeedbackCategory = (typeof feedbackCategories)[number] | 'report';
/** Images a message carries at most (issue: "up to 4 images"). */
export const feedbackImageLimit = 4;

export interface NewFeedback {
  userId: number | null;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: readonly string[];
}

/** The key of one of our uploads named by its public address (`.../storage/files/<key>`), or null for any other. */
const uploadKey = (url: string) => /^(?:https?:\/\/[^/]+)?\/storage\/files\/([A-Za-z0-9-]+\.[a-z]+)$/.exec(url)?.[1] ?? null;

/**
 * The images of a message as this server's addresses. They must be the sender's own uploads (so a message cannot
 * carry someone else's picture or an outside address), and only a signed-in fan can upload: a guest sends text.
 */
export async function ownImages(db: Database, userId: number | null, images: readonly string[]): Promise<string[]> {
  const keys = [...new Set(images.map(uploadKey))];
  if (images.length > 0) {
    if (userId === null) throw new DomainError('LOGIN_TIMEOUT', '请登录后上传图片');
    if (keys.some((key) => key === null)) throw new DomainError('BAD_INPUT', '图片地址无效');
    const [{ own }] = await db.query<{ own: number }>('select count(*)::int as own from uploads where key = any($1) and user_id = $2', [
      keys,
      userId,
    ]);
    if (own !== keys.length) throw new DomainError('BAD_INPUT', '图片地址无效');
  }
  // Kept as our own address, whatever host the sender wrote in front of the key: the picture is always served from here.
  return keys.map((key) => `/storage/files/${key}`);
}

/** Keeps a message to customer service. */
export async function publishFeedback(db: Database, feedback: NewFeedback, now: Date): Promise<number> {
  const images = await ownImages(db, feedback.userId, feedback.images);
  const [row] = await db.query<{ id: number }>(
    'insert into feedback (user_id, category, content, contact, images, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [feedback.userId, feedback.category, feedback.content, feedback.contact, JSON.stringify(images), now.toISOString()],
  );
  return row.id;
}

interface FeedbackRow {
  id: number;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: string[];
  reply: string | null;
  created_at: Date | string;
  replied_at: Date | string | null;
}

/** A page of the fan's own messages, newest first, each with customer service's reply once there is one. */
export async function listFeedback(db: Database, userId: number, page: number, size: number) {
  const rows = await db.query<FeedbackRow>(
    'select id, category, content, contact, images, reply, created_at, replied_at from feedback where user_id = $1 order by id desc limit $2 offset $3',
    [userId, size, (page - 1) * size],
  );
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from feedback where user_id = $1', [userId]);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      category: row.category,
      content: row.content,
      contact: row.contact,
      images: row.images,
      reply: row.reply ?? '',
      time: unixSeconds(row.created_at),
      replied_at: unixSeconds(row.replied_at),
    })),
  };
}

/**
 * Customer service answers a message once (the operator's admin call); a signed-in sender is told in their system
 * messages, which lead back to the feedback page. A guest's message is answered through the contact they left.
 */
export async function replyToFeedback(db: Database, id: number, reply: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number | null }>(
      'update feedback set reply = $2, replied_at = $3 where id = $1 and reply is null returning user_id',
      [id, reply, now.toISOString()],
    );
    if (!row) {
      const [exists] = await tx.query('select 1 from feedback where id = $1', [id]);
      throw exists ? new DomainError('CONFLICT', '该反馈已回复') : new DomainError('NOT_FOUND', '反馈不存在');
    }
    if (row.user_id !== null) {
      await postMessage(
        tx,
        {
          userId: row.user_id,
          kind: 'feedback',
          title: { cn: '客服回复了你的反馈', pt: 'O atendimento respondeu à sua mensagem' },
          content: { cn: reply, pt: reply },
          link: '/user-center/feedback',
        },
        now,
      );
    }
    return { id, reply };
  });
}
