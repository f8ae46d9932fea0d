import { textWidth } from './text-rules.ts';

/**
 * Login and registration rules (spec 000 §5: "not shown"; ours are in docs/api.md and the request schemas under
 * schema/api/user, which a test keeps equal to these). Each check returns the catalogue key of its error, or ''.
 */
const accountPattern = /^(?:[A-Za-z][A-Za-z0-9_]{3,19}|1[3-9][0-9]{9})$/;
const passwordPattern = /^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$/;
const mobilePattern = /^1[3-9][0-9]{9}$/;

export const accountRules = {
  account: accountPattern,
  password: passwordPattern,
  mobile: mobilePattern,
  captcha: /^[0-9]{4}$/,
  smsCode: /^[0-9]{6}$/,
  nickNameMax: 16,
} as const;

export function accountError(account: string): string {
  if (!account) return 'error.accountRequired';
  return accountPattern.test(account) ? '' : 'error.accountInvalid';
}

export function passwordError(password: string): string {
  if (!password) return 'error.passwordRequired';
  return passwordPattern.test(password) ? '' : 'error.passwordInvalid';
}

/**
 * A nick's error key (docs/decisions.md "Profile"): required, and at most `nickNameMax` wide by the spec's text-width
 * rule (§5: a Chinese character counts 2), so a room's chat line shows it whole.
 */
export function nickError(nick: string): string {
  const trimmed = nick.trim();
  if (!trimmed) return 'profile.nickRequired';
  return textWidth(trimmed) > accountRules.nickNameMax ? 'profile.nickTooWide' : '';
}

export function mobileError(mobile: string): string {
  return mobilePattern.test(mobile) ? '' : 'error.mobileInvalid';
}
