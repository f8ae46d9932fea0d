import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import { postMessage } from '../../accounts/system-messages.ts';
import { unixSeconds } from '../../../clock.ts';
import { countOwnUploads, feedbackExists, feedbackOf, insertFeedback, storeReply, type FeedbackCategory } from './feedback-store.ts';

export interface NewFeedback {
  userId: number | null;
  category: FeedbackCategory;
  content: string;
  contact: string;
  images: readonly string[];
}

/** The key of one of our uploads named by its public address (`.../storage/files/<key>`), or null for any other. */
const uploadKey = (url: string) => url.match(/^(?:https?:\/\/[^/]+)?\/storage\/files\/([A-Za-z0-9-]+\.[a-z]+)$/)?.[1] ?? null;

/**
 * The images of a message as this server's addresses. They must be the sender's own uploads (so a message cannot
 * carry someone else's picture or an outside address), and only a signed-in fan can upload: a guest sends text.
 */
export async function ownImages(db: Database, userId: number | null, images: readonly string[]): Promise<string[]> {
  const keys = [...new Set(images.map(uploadKey))];
  if (images.length > 0) {
    if (userId === null) throw new DomainError('LOGIN_TIMEOUT', '请登录后上传图片');
    if (keys.some((key) => key === null)) throw new DomainError('BAD_INPUT', '图片地址无效');
    if ((await countOwnUploads(db, keys, userId)) !== keys.length) throw new DomainError('BAD_INPUT', '图片地址无效');
  }
  // Kept as our own address, whatever host the sender wrote in front of the key: the picture is always served from here.
  return keys.map((key) => `/storage/files/${key}`);
}

/** Keeps a message to customer service. */
export async function publishFeedback(db: Database, feedback: NewFeedback, now: Date): Promise<number> {
  const images = await ownImages(db, feedback.userId, feedback.images);
  return insertFeedback(db, { ...feedback, images }, now.toISOString());
}

/** A page of the fan's own messages, newest first, each with customer service's reply once there is one. */
export async function listFeedback(db: Database, userId: number, page: number, size: number) {
  const { rows, total } = await feedbackOf(db, userId, page, size);
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
    const row = await storeReply(tx, id, reply, now.toISOString());
    if (!row) {
      throw (await feedbackExists(tx, id)) ? new DomainError('CONFLICT', '该反馈已回复') : new DomainError('NOT_FOUND', '反馈不存在');
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
