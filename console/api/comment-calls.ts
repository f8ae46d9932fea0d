import { api } from './api.ts';
import type { QueuePage } from './queue-calls.ts';

/** A fan's video comment waiting for a moderator, as typed. */
export interface WaitingComment {
  id: number;
  videoId: number;
  videoKind: 'record' | 'short';
  videoTitle: string;
  userId: number;
  nickName: string;
  content: string;
  createdAt: number;
}

export const readComments = () => api.get<QueuePage<WaitingComment>>('/queues/comments');

/** Keeps a comment on its video; one handled first answers status 6 naming who. */
export const keepComment = (id: number) => api.send<unknown>('POST', `/queues/comments/${id}/keep`, {});

/** Deletes a comment: fans no longer see it; one handled first answers status 6 naming who. */
export const deleteComment = (id: number) => api.send<unknown>('POST', `/queues/comments/${id}/delete`, {});
