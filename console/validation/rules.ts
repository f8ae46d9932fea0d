/**
 * The checks the console makes before it sends a form: the server's own rules (server/domain/operators/), with its
 * messages, so an operator learns what is wrong before the round trip and reads the same words either way. The keys
 * name labels (`validation.*`) whose Chinese text is the server's message.
 */
export type Problem = string | null;

/** An address the server accepts: something@domain.tld, at most 254 characters. */
export function emailProblem(email: string): Problem {
  const trimmed = email.trim();
  if (trimmed === '') return 'validation.emailRequired';
  if (trimmed.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return 'validation.emailInvalid';
  return null;
}

/** The shortest password the server accepts for an operator. */
export const minPasswordLength = 12;

/** A new operator's password: long enough, and not longer than the server hashes. */
export function newPasswordProblem(password: string): Problem {
  if (password.length < minPasswordLength) return 'validation.passwordShort';
  if (password.length > 200) return 'validation.passwordLong';
  return null;
}

/** A password typed at sign-in: only that there is one (its rules are the account's business). */
export function signInPasswordProblem(password: string): Problem {
  return password === '' ? 'validation.passwordRequired' : null;
}

/** A TOTP code: six digits (RFC 6238 as the server checks it). */
export function totpCodeProblem(code: string): Problem {
  return /^\d{6}$/.test(code.trim()) ? null : 'validation.codeInvalid';
}

/** Site codes, comma-separated; empty means every site. */
export function parseSiteCodes(text: string): { sites: string[] | null; problem: Problem } {
  const codes = text
    .split(/[,\s]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return { sites: null, problem: null };
  if (codes.some((code) => !/^[a-z][a-z0-9_]{0,31}$/.test(code))) return { sites: null, problem: 'validation.sitesInvalid' };
  return { sites: [...new Set(codes)], problem: null };
}

/** A config number: a whole number of 0 or more. */
export function configNumberProblem(text: string): Problem {
  return /^\d{1,9}$/.test(text.trim()) ? null : 'validation.numberInvalid';
}
