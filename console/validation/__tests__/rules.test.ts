import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../app/screens.ts';
import { configNumberProblem, emailProblem, newPasswordProblem, parseSiteCodes, totpCodeProblem } from '../rules.ts';

describe("the console's form rules", () => {
  it('takes an address and refuses what is none', () => {
    expect(emailProblem(' owner@example.com ')).toBeNull();
    expect(emailProblem('')).toBe('validation.emailRequired');
    expect(emailProblem('owner@example')).toBe('validation.emailInvalid');
    expect(emailProblem('a b@example.com')).toBe('validation.emailInvalid');
    expect(emailProblem(`${'a'.repeat(250)}@x.io`)).toBe('validation.emailInvalid');
  });

  it("wants a new operator's password of 12 characters or more", () => {
    expect(newPasswordProblem('a'.repeat(11))).toBe('validation.passwordShort');
    expect(newPasswordProblem('a'.repeat(12))).toBeNull();
  });

  it('wants a TOTP code of six digits', () => {
    expect(totpCodeProblem('123456')).toBeNull();
    expect(totpCodeProblem('12345')).toBe('validation.codeInvalid');
    expect(totpCodeProblem('12345a')).toBe('validation.codeInvalid');
  });

  it('reads site codes separated by commas or spaces; none means every site', () => {
    expect(parseSiteCodes('qutu, kqb  kqb')).toEqual({ sites: ['qutu', 'kqb'], problem: null });
    expect(parseSiteCodes('  ')).toEqual({ sites: null, problem: null });
    expect(parseSiteCodes('qutu,<b>')).toEqual({ sites: null, problem: 'validation.sitesInvalid' });
  });

  it('takes a config number of 0 or more, whole', () => {
    expect(configNumberProblem('0')).toBeNull();
    expect(configNumberProblem('90')).toBeNull();
    expect(configNumberProblem('-1')).toBe('validation.numberInvalid');
    expect(configNumberProblem('1.5')).toBe('validation.numberInvalid');
    expect(configNumberProblem('')).toBe('validation.numberInvalid');
  });

  it('goes back after sign-in only to a page of the console', () => {
    expect(safeReturnPath('/audit?page=2')).toBe('/audit?page=2');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/sign-in?next=/audit')).toBe('/');
  });
});
