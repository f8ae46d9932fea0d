import { feedSports, feedStatuses, type FeedMatch, type FeedRecord, type RejectedRecord } from './feed-adapter.ts';

/** The fields a record may carry (docs/match-feed.md); any other field is refused, so a typo is never ignored. */
export const feedFields = ['id', 'sport', 'league', 'home', 'away', 'kickoff', 'status', 'homeScore', 'awayScore'] as const;

const maxName = 60;
/** A score above these is a typo, not a result. */
const maxScore = { football: 99, basketball: 299 } as const;
const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface FeedValidation {
  valid: { line: number; match: FeedMatch }[];
  rejected: RejectedRecord[];
}

/**
 * Checks every record and reports every problem of every refused record (one entry per field), so a provider fixes a
 * file in one pass. A result (finished, with a score) must have kicked off before `now`. An id seen twice keeps its
 * first record and refuses the later ones.
 */
export function validateFeed(records: readonly FeedRecord[], now: Date): FeedValidation {
  const valid: FeedValidation['valid'] = [];
  const rejected: RejectedRecord[] = [];
  const firstLine = new Map<string, number>();
  for (const record of records) {
    const problems: RejectedRecord[] = [];
    const match = validateRecord(record, now, (field, reason) => problems.push({ line: record.line, field, reason }));
    if (match) {
      const seen = firstLine.get(match.id);
      if (seen !== undefined) problems.push({ line: record.line, field: 'id', reason: `repeats the match of line ${seen}` });
      else firstLine.set(match.id, record.line);
    }
    if (match && problems.length === 0) valid.push({ line: record.line, match });
    else rejected.push(...problems);
  }
  return { valid, rejected };
}

type Report = (field: string, reason: string) => void;

function validateRecord(record: FeedRecord, now: Date, report: Report): FeedMatch | undefined {
  const f = record.fields;
  for (const name of Object.keys(f))
    if (!(feedFields as readonly string[]).includes(name))
      report(name || '(record)', name === '' ? 'is not an object' : 'is not a field of a match feed');
  const id = text(f.id, 'id', report, 64);
  const sport = oneOf(f.sport, 'sport', feedSports, report, true);
  const league = text(f.league, 'league', report, maxName);
  const home = text(f.home, 'home', report, maxName);
  const away = text(f.away, 'away', report, maxName);
  if (home !== undefined && home === away) report('away', 'is the same team as home');
  const kickoff = time(f.kickoff, report);
  const status =
    oneOf(f.status, 'status', feedStatuses, report, false) ?? (f.status === undefined || f.status === '' ? 'scheduled' : undefined);
  const homeScore = score(f.homeScore, 'homeScore', sport, report);
  const awayScore = score(f.awayScore, 'awayScore', sport, report);
  const scored = f.homeScore !== undefined || f.awayScore !== undefined;
  if (status === 'finished') {
    if (f.homeScore === undefined) report('homeScore', 'is required when the status is finished');
    if (f.awayScore === undefined) report('awayScore', 'is required when the status is finished');
    if (kickoff && kickoff.getTime() > now.getTime()) report('kickoff', 'is in the future, but the match is finished');
  } else if (scored && status) report(f.homeScore !== undefined ? 'homeScore' : 'awayScore', 'a score is given only with status finished');
  if (!id || !sport || !league || !home || !away || !kickoff || !status) return undefined;
  return { id, sport, league, home, away, kickoff, status, homeScore, awayScore };
}

function text(value: unknown, field: string, report: Report, max: number): string | undefined {
  if (value === undefined || value === null || value === '') return void report(field, 'is required');
  if (typeof value !== 'string' && typeof value !== 'number') return void report(field, 'must be text');
  const s = String(value).trim();
  if (s === '') return void report(field, 'is required');
  if ([...s].length > max) return void report(field, `is longer than ${max} characters`);
  if (/[\u0000-\u001f\u007f]/.test(s)) return void report(field, 'holds control characters');
  return s;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[], report: Report, required: boolean): T | undefined {
  if (value === undefined || value === '') return required ? void report(field, 'is required') : undefined;
  const s = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (typeof s === 'string' && (allowed as readonly string[]).includes(s)) return s as T;
  return void report(field, `must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
}

function time(value: unknown, report: Report): Date | undefined {
  if (value === undefined || value === '') return void report('kickoff', 'is required');
  const at = typeof value === 'string' && isoWithZone.test(value.trim()) ? new Date(value.trim()) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    return void report('kickoff', `must be an ISO 8601 time with its zone, as 2026-11-29T19:30:00-03:00 (got ${JSON.stringify(value)})`);
  return at;
}

function score(value: unknown, field: string, sport: FeedMatch['sport'] | undefined, report: Report): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  const max = maxScore[sport ?? 'basketball'];
  if (!Number.isInteger(n) || n < 0 || n > max)
    return void report(field, `must be a whole number from 0 to ${max} (got ${JSON.stringify(value)})`);
  return n;
}
