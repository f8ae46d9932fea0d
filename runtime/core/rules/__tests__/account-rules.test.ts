import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountError, accountRules, mobileError, nickError, passwordError } from '../account-rules.ts';

/** The server's request schemas: the runtime must ask for exactly what the server accepts. */
const schema = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../schema/api/user/${name}.request.json`, import.meta.url), 'utf8')).properties;

describe('login and registration rules (spec 000 §5: not shown; ours in docs/api.md)', () => {
  it("are the patterns of the server's request schemas", () => {
    const register = schema('register');
    expect(accountRules.account.source).toBe(register.account.pattern);
    expect(accountRules.nickNameMax).toBe(register.nick_name.maxLength);
    expect(accountRules.password.source).toBe(
      `${register.password.pattern}.{${register.password.minLength},${register.password.maxLength}}$`,
    );
    const sendCode = schema('send-code');
    expect(accountRules.mobile.source).toBe(sendCode.mobile.pattern);
    expect(accountRules.captcha.source).toBe(sendCode.captcha.pattern);
    expect(accountRules.smsCode.source).toBe(schema('reset-password').sms_code.pattern);
  });

  it.each([
    ['', 'error.accountRequired'],
    ['abc', 'error.accountInvalid'],
    ['1abc', 'error.accountInvalid'],
    ['fan_one', ''],
    ['13912345678', ''],
    ['12912345678', 'error.accountInvalid'],
    ['a'.repeat(21), 'error.accountInvalid'],
  ])('account %j: %j', (account, error) => {
    expect(accountError(account)).toBe(error);
  });

  it.each([
    ['', 'error.passwordRequired'],
    ['abc12', 'error.passwordInvalid'],
    ['abcdef', 'error.passwordInvalid'],
    ['123456', 'error.passwordInvalid'],
    ['abc123', ''],
    ['a1'.repeat(11), 'error.passwordInvalid'],
  ])('password %j: %j', (password, error) => {
    expect(passwordError(password)).toBe(error);
  });

  it('a mobile number has 11 digits starting 1[3-9]', () => {
    expect(mobileError('13912345678')).toBe('');
    expect(mobileError('1391234567')).toBe('error.mobileInvalid');
  });
});

describe('nick names (docs/decisions.md "Profile"): required, at most 16 wide by spec 000 §5', () => {
  it('counts a Chinese character as 2, so 8 fit and 9 do not; Latin letters fit 16', () => {
    expect(nickError('八个汉字刚好放下')).toBe('');
    expect(nickError('九个汉字就放不下了')).toBe('profile.nickTooWide');
    expect(nickError('a'.repeat(16))).toBe('');
    expect(nickError('a'.repeat(17))).toBe('profile.nickTooWide');
    expect(nickError('   ')).toBe('profile.nickRequired');
    expect(nickError(' 球迷 ')).toBe('');
  });
});
