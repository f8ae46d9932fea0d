import { api } from './api.ts';

/** An event posted at the match desk, as the server keeps it (void once undone, never deleted). */
export interface DeskEvent {
  id: number;
  kind: 'goal' | 'yellow_card' | 'red_card' | 'status';
  side: 'home' | 'away' | null;
  minute: number | null;
  points: number | null;
  player: string;
  status: number | null;
  statusBefore: number | null;
  actor: string;
  at: number;
  voided: boolean;
  voidedAt: number | null;
  voidedBy: string | null;
  voidReason: 'operator' | 'feed' | null;
}

export interface DeskTeam {
  nameZh: string;
  nameEn: string;
  logo: string;
}

/** A match on the desk with its live state as the fans read it. */
export interface DeskMatch {
  id: number;
  sportId: number;
  league: { nameZh: string; nameEn: string };
  home: DeskTeam;
  away: DeskTeam;
  startTime: number;
  status: number;
  phase: 'waiting' | 'inplay' | 'finished' | 'other';
  time: string;
  homeScore: number;
  awayScore: number;
  provider: string | null;
  events: DeskEvent[];
}

/** What the desk posts: a goal (or basket), a card, or a status. */
export interface DeskEventInput {
  kind: DeskEvent['kind'];
  side?: 'home' | 'away';
  minute?: number;
  player?: string;
  points?: number;
  status?: number;
}

export interface FeedImportReport {
  read: number;
  rejected: { line: number; field: string; reason: string }[];
  summary?: { created: number; updated: number; unchanged: number; leaguesCreated: number; teamsCreated: number };
}

/** A server day's matches (YYYY-MM-DD, China time); null: the server's today. */
export const readDeskDay = (date: string | null) =>
  api.get<{ date: string; matches: DeskMatch[] }>('/matches', { date: date ?? undefined });

export const postDeskEvent = (matchId: number, input: DeskEventInput) => api.send<DeskEvent>('POST', `/matches/${matchId}/events`, input);

/** Undoes an event; one already undone answers status 6 naming who. */
export const undoDeskEvent = (eventId: number) => api.send<DeskEvent>('POST', `/matches/events/${eventId}/undo`);

/** Imports a JSON or CSV feed file's text, as `sideline import-matches` does. */
export const importFeedFile = (fileName: string, text: string, provider: string) =>
  api.send<FeedImportReport>('POST', '/matches/import', { fileName, text, provider });
