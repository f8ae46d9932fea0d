import type {
  OpsDeskDay,
  OpsDeskDayQuery,
  OpsDeskEvent,
  OpsDeskEventRequest,
  OpsDeskMatch,
  OpsFeedImport,
  OpsFeedImportRequest,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** An event posted at the match desk, as the server keeps it (void once undone, never deleted). */
export type DeskEvent = OpsDeskEvent;
/** A match on the desk with its live state as the fans read it. */
export type DeskMatch = OpsDeskMatch;
export type DeskTeam = OpsDeskMatch['home'];
export type FeedImportReport = OpsFeedImport;

/** What the desk posts: a goal (or basket), a card, or a status. */
export type DeskEventInput = OpsDeskEventRequest;

/** A server day's matches (YYYY-MM-DD, China time); null: the server's today. */
export const readDeskDay = (date: string | null) => api.get<OpsDeskDay, OpsDeskDayQuery>('/matches', { date: date ?? undefined });

export const postDeskEvent = (matchId: number, input: DeskEventInput) => api.send<DeskEvent>('POST', `/matches/${matchId}/events`, input);

/** Undoes an event; one already undone answers status 6 naming who. */
export const undoDeskEvent = (eventId: number) => api.send<DeskEvent>('POST', `/matches/events/${eventId}/undo`);

/** Imports a JSON or CSV feed file's text, as `sideline import-matches` does. */
export const importFeedFile = (fileName: string, text: string, provider: string) =>
  api.send<FeedImportReport>('POST', '/matches/import', { fileName, text, provider } satisfies OpsFeedImportRequest);
