import type {
  OpsOpenReport,
  OpsReportBan,
  OpsReportBanRequest,
  OpsReportContextMessage,
  OpsReportDeleteRequest,
  OpsReportMessageDeleted,
  OpsReportQueue,
  OpsReportSettled,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** A chat message around a report, as text. */
export type ReportContextMessage = OpsReportContextMessage;
/** A fan's report of a chat user or group without an outcome, with the newest messages of what it names. */
export type OpenReport = OpsOpenReport;

/** The spec's mute durations, in seconds. */
export const banDurations = [600, 3_600, 86_400, 259_200] as const satisfies readonly BanDuration[];

/** A mute's or ban's length in seconds, as the calls' schemas allow it. */
export type BanDuration = OpsReportBanRequest['duration'];

/** The duration a select's value names (the select offers only the spec's). */
export const banDurationOf = (value: string): BanDuration => banDurations.find((seconds) => String(seconds) === value) ?? banDurations[0];

export const readReports = () => api.get<OpsReportQueue>('/queues/reports');

/** Settles a report as dismissed; one settled first answers status 6 naming who. */
export const dismissReport = (id: number) => api.send<OpsReportSettled>('POST', `/queues/reports/${id}/dismiss`, {});

/** Settles a report by muting (or, with `blocksJoin`, banning) a fan in a live room for one of the spec's durations. */
export const banReportedFan = (id: number, ban: OpsReportBanRequest) => api.send<OpsReportBan>('POST', `/queues/reports/${id}/ban`, ban);

/** Settles a report by recalling one of its context messages for everyone (revoked by the platform). */
export const deleteReportedMessage = (id: number, messageId: number) =>
  api.send<OpsReportMessageDeleted>('POST', `/queues/reports/${id}/delete-message`, { messageId } satisfies OpsReportDeleteRequest);
