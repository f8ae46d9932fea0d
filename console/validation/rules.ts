/**
 * The checks the console makes before it sends a form: the server's own rules (server/domain/operators/operators.ts,
 * the requests' schemas), so an operator learns what is wrong before the round trip and reads the same words either
 * way. A problem is a label key (`validation.*`, whose Chinese text is the server's message) and its values.
 */
export type Problem = { key: string; values?: Record<string, string | number> } | null;

/** An address the server accepts: something, @, a domain with a dot; at most 254 characters. */
export function emailProblem(email: string): Problem {
  const trimmed = email.trim();
  if (trimmed === '') return { key: 'validation.emailRequired' };
  if (trimmed.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed))
    return { key: 'validation.emailInvalid', values: { email: trimmed } };
  return null;
}

/** The shortest password the server gives an operator, in characters (not UTF-16 units). */
export const minPasswordLength = 10;

/** The longest password the requests' schemas take. */
const maxPasswordLength = 200;

/** A new operator's password. */
export function newPasswordProblem(password: string): Problem {
  if ([...password].length < minPasswordLength) return { key: 'validation.passwordShort', values: { min: minPasswordLength } };
  if (password.length > maxPasswordLength) return { key: 'validation.passwordLong', values: { max: maxPasswordLength } };
  return null;
}

/** A password typed at sign-in: only that there is one (its rules are the account's business). */
export function signInPasswordProblem(password: string): Problem {
  if (password === '') return { key: 'validation.passwordRequired' };
  return password.length > maxPasswordLength ? { key: 'validation.passwordLong', values: { max: maxPasswordLength } } : null;
}

/** A TOTP code: six digits (RFC 6238 as the server checks it). */
export function totpCodeProblem(code: string): Problem {
  return /^\d{6}$/.test(code.trim()) ? null : { key: 'validation.codeInvalid' };
}

/** Site codes, comma- or space-separated, as the server takes them; none means every site. */
export function parseSiteCodes(text: string): { sites: string[] | null; problem: Problem } {
  const codes = text
    .split(/[,\s]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return { sites: null, problem: null };
  const wrong = codes.find((code) => !/^[a-z0-9_]{1,32}$/.test(code));
  if (wrong !== undefined) return { sites: null, problem: { key: 'validation.sitesInvalid', values: { site: wrong } } };
  if (codes.length > 100) return { sites: null, problem: { key: 'validation.sitesTooMany', values: { max: 100 } } };
  return { sites: [...new Set(codes)], problem: null };
}

/** The largest config number the server takes: a day, in seconds. */
export const maxConfigNumber = 86_400;

/** A config number: a whole number of seconds from 0 to a day. */
export function configNumberProblem(text: string): Problem {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed) || Number(trimmed) > maxConfigNumber)
    return { key: 'validation.numberInvalid', values: { max: maxConfigNumber } };
  return null;
}

/** An operator's id in the audit log's filter: a whole number of 1 or more, or nothing. */
export function operatorIdProblem(text: string): Problem {
  const trimmed = text.trim();
  return trimmed === '' || /^[1-9]\d{0,9}$/.test(trimmed) ? null : { key: 'validation.operatorId' };
}

/** A live room's number or a fan's id, as the room calls' paths take them: a whole number of 1 or more, 10 digits at most. */
export function recordIdProblem(text: string, key: 'validation.roomId' | 'validation.userId'): Problem {
  return /^[1-9]\d{0,9}$/.test(text.trim()) ? null : { key };
}

/** A fan look-up: 1 to 40 characters once trimmed (server/domain/accounts/fan-lookup.ts). */
export function fanQueryProblem(text: string): Problem {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > 40 ? { key: 'validation.fanQuery' } : null;
}

/** What a grant may give (server/domain/money/benefits/console-grants.ts): VIP days, gold, and the reason's length. */
export const grantLimits = { vip: 365, gold: 100_000, reason: 100 } as const;

/** A grant's amount (whole, 1 to the kind's most) and its reason (1 to 100 characters once trimmed). */
export function grantProblems(kind: 'vip' | 'gold', amount: string, reason: string): { amount: Problem; reason: Problem } {
  const trimmed = amount.trim();
  const max = grantLimits[kind];
  const whole = /^\d{1,6}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= max;
  const words = [...reason.trim()].length;
  return {
    amount: whole ? null : { key: kind === 'vip' ? 'validation.vipDays' : 'validation.gold', values: { max } },
    reason: words >= 1 && words <= grantLimits.reason ? null : { key: 'validation.grantReason', values: { max: grantLimits.reason } },
  };
}
