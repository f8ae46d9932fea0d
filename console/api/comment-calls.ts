import type { OpsCommentDeleted, OpsCommentKept, OpsCommentQueue, OpsWaitingComment } from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** A fan's video comment waiting for a moderator, as typed. */
export type WaitingComment = OpsWaitingComment;

export const readComments = () => api.get<OpsCommentQueue>('/queues/comments');

/** Keeps a comment on its video; one handled first answers status 6 naming who. */
export const keepComment = (id: number) => api.send<OpsCommentKept>('POST', `/queues/comments/${id}/keep`, {});

/** Deletes a comment: fans no longer see it; one handled first answers status 6 naming who. */
export const deleteComment = (id: number) => api.send<OpsCommentDeleted>('POST', `/queues/comments/${id}/delete`, {});
