import type { Problem } from './rules.ts';

// The match desk's rules as the server checks them (server/domain/matches/desk/desk-rules.ts), so an operator learns
// what is wrong before the round trip and reads the same words either way.

/** The statuses the desk sets, per sport: football kickoff, half time, second half, full time; basketball's quarters. */
export const deskStatuses: Readonly<Record<number, readonly number[]>> = {
  1: [2, 3, 4, 8],
  2: [2, 4, 5, 6, 8, 10],
};

export const maxDeskMinute = 130;
export const maxDeskPlayer = 40;

/** A minute typed in the form: a whole number from 1 to 130. */
export function deskMinuteProblem(text: string): Problem {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > maxDeskMinute)
    return { key: 'validation.deskMinute', values: { max: maxDeskMinute } };
  return null;
}

/** A scorer's or player's name: optional, at most 40 characters, no control characters. */
export function deskPlayerProblem(text: string): Problem {
  const trimmed = text.trim();
  if ([...trimmed].length > maxDeskPlayer || /\p{Cc}/u.test(trimmed))
    return { key: 'validation.deskPlayer', values: { max: maxDeskPlayer } };
  return null;
}

/** A provider's name for a feed import, as `import-matches --provider` takes it. */
export function feedProviderProblem(text: string): Problem {
  return /^[a-z0-9][a-z0-9_-]{0,31}$/.test(text.trim()) ? null : { key: 'validation.feedProvider' };
}

/** A feed file's name: the adapter reads .json and .csv files only. */
export function feedFileProblem(name: string): Problem {
  return /\.(json|csv)$/i.test(name) ? null : { key: 'validation.feedFile' };
}
