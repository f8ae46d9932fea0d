import { api } from './api.ts';
import type { QueuePage } from './queue-calls.ts';

/** A chat message around a report, as text. */
export interface ReportContextMessage {
  id: number;
  groupId: string;
  from: string;
  nick: string;
  time: number;
  revoked: boolean;
  text: string;
}

/** A fan's report of a chat user or group without an outcome, with the newest messages of what it names. */
export interface OpenReport {
  id: number;
  userId: number;
  nickName: string;
  content: string;
  target: { type: 'user' | 'group'; id: string; reason: string };
  createdAt: number;
  context: ReportContextMessage[];
}

/** The spec's mute durations, in seconds. */
export const banDurations = [600, 3_600, 86_400, 259_200] as const;

export const readReports = () => api.get<QueuePage<OpenReport>>('/queues/reports');

/** Settles a report as dismissed; one settled first answers status 6 naming who. */
export const dismissReport = (id: number) => api.send<unknown>('POST', `/queues/reports/${id}/dismiss`, {});

/** Settles a report by muting (or, with `blocksJoin`, banning) a fan in a live room for one of the spec's durations. */
export const banReportedFan = (id: number, ban: { groupId: string; userId: string; duration: number; blocksJoin: boolean }) =>
  api.send<unknown>('POST', `/queues/reports/${id}/ban`, ban);

/** Settles a report by recalling one of its context messages for everyone (revoked by the platform). */
export const deleteReportedMessage = (id: number, messageId: number) =>
  api.send<unknown>('POST', `/queues/reports/${id}/delete-message`, { messageId });
