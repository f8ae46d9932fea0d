import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../app/screens.ts';
import {
  configNumberProblem,
  emailProblem,
  fanQueryProblem,
  grantProblems,
  newPasswordProblem,
  operatorIdProblem,
  parseSiteCodes,
  recordIdProblem,
  totpCodeProblem,
} from '../rules.ts';

// The server's rules (server/domain/operators/operators.ts, schema/api/ops/*.request.json), checked before sending.
describe("the console's form rules", () => {
  it('takes an address and refuses what is none, naming it as the server does', () => {
    expect(emailProblem(' owner@example.com ')).toBeNull();
    expect(emailProblem('')).toEqual({ key: 'validation.emailRequired' });
    expect(emailProblem('owner@example')).toEqual({ key: 'validation.emailInvalid', values: { email: 'owner@example' } });
    expect(emailProblem('a b@example.com')?.key).toBe('validation.emailInvalid');
    expect(emailProblem(`${'a'.repeat(250)}@x.io`)?.key).toBe('validation.emailInvalid');
  });

  it("wants a new operator's password of 10 characters or more, counted as characters", () => {
    expect(newPasswordProblem('a'.repeat(9))).toEqual({ key: 'validation.passwordShort', values: { min: 10 } });
    expect(newPasswordProblem('a'.repeat(10))).toBeNull();
    // Five emoji are ten UTF-16 units but five characters: the server refuses them.
    expect(newPasswordProblem('😀'.repeat(5))?.key).toBe('validation.passwordShort');
    expect(newPasswordProblem('a'.repeat(201))?.key).toBe('validation.passwordLong');
  });

  it('wants a TOTP code of six digits', () => {
    expect(totpCodeProblem(' 123456 ')).toBeNull();
    expect(totpCodeProblem('12345')).toEqual({ key: 'validation.codeInvalid' });
    expect(totpCodeProblem('12345a')).toEqual({ key: 'validation.codeInvalid' });
  });

  it('reads site codes separated by commas or spaces; none means every site', () => {
    expect(parseSiteCodes('qutu, kqb  kqb')).toEqual({ sites: ['qutu', 'kqb'], problem: null });
    expect(parseSiteCodes('  ')).toEqual({ sites: null, problem: null });
    expect(parseSiteCodes('qutu,<b>')).toEqual({ sites: null, problem: { key: 'validation.sitesInvalid', values: { site: '<b>' } } });
    expect(parseSiteCodes('Qutu').problem?.key).toBe('validation.sitesInvalid');
  });

  it('takes a config number of whole seconds from 0 to a day', () => {
    expect(configNumberProblem('0')).toBeNull();
    expect(configNumberProblem('86400')).toBeNull();
    for (const text of ['86401', '-1', '1.5', '', 'ten']) expect(configNumberProblem(text)?.key, text).toBe('validation.numberInvalid');
  });

  it("takes an operator's id, or nothing, in the audit log's filter", () => {
    expect(operatorIdProblem('')).toBeNull();
    expect(operatorIdProblem('12')).toBeNull();
    expect(operatorIdProblem('0')?.key).toBe('validation.operatorId');
    expect(operatorIdProblem('owner@example.com')?.key).toBe('validation.operatorId');
  });

  it('goes back after sign-in only to a page of the console', () => {
    expect(safeReturnPath('/audit?page=2')).toBe('/audit?page=2');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/sign-in?next=/audit')).toBe('/');
  });

  it('wants a room number or fan id of 1 to 10 digits, as the room calls take them', () => {
    expect(recordIdProblem(' 101 ', 'validation.roomId')).toBeNull();
    expect(recordIdProblem('0', 'validation.roomId')).toEqual({ key: 'validation.roomId' });
    expect(recordIdProblem('12345678901', 'validation.userId')).toEqual({ key: 'validation.userId' });
    expect(recordIdProblem('live_101', 'validation.roomId')?.key).toBe('validation.roomId');
  });
});

describe("the fans screen's checks, the server's own rules", () => {
  it('takes a look-up of 1 to 40 characters once trimmed', () => {
    expect(fanQueryProblem('   ')).toEqual({ key: 'validation.fanQuery' });
    expect(fanQueryProblem('x'.repeat(41))).toEqual({ key: 'validation.fanQuery' });
    expect(fanQueryProblem(' 138 ')).toBeNull();
  });

  it('takes a VIP card of 1 to 365 days, a red packet of 1 to 100000 gold, and a reason of 1 to 100 characters', () => {
    expect(grantProblems('vip', '365', '补偿')).toEqual({ amount: null, reason: null });
    expect(grantProblems('vip', '366', '补偿').amount).toEqual({ key: 'validation.vipDays', values: { max: 365 } });
    expect(grantProblems('gold', '0', '补偿').amount).toEqual({ key: 'validation.gold', values: { max: 100_000 } });
    expect(grantProblems('gold', '1.5', '补偿').amount).not.toBeNull();
    expect(grantProblems('gold', '100000', '补偿').amount).toBeNull();
    expect(grantProblems('gold', '10', '  ').reason).toEqual({ key: 'validation.grantReason', values: { max: 100 } });
    expect(grantProblems('gold', '10', '好'.repeat(101)).reason).not.toBeNull();
  });
});
