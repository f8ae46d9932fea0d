import { describe, expect, it } from 'vitest';
import { checkLogin, callsBeforeReady, repeatLoginGuardMs } from '../session/login-rules.ts';
import { initialSessionState, sessionReducer } from '../session/session-state.ts';
import { ErrorCode, ImError } from '../errors.ts';
import { connectionReducer, initialConnectionState, nextStep } from '../connection/connection-state.ts';
import { RequestSequence } from '../connection/request-sequence.ts';

const codeOf = (verdict: ReturnType<typeof checkLogin>) => (verdict instanceof ImError ? verdict.code : verdict);

describe('login validation (spec 001 §5 Login)', () => {
  const now = 1_000_000;

  it('needs SDKAppID, userID and userSig', () => {
    expect(codeOf(checkLogin(0, { userID: 'u', userSig: 's' }, initialSessionState, now))).toBe(ErrorCode.NO_SDKAPPID);
    expect(codeOf(checkLogin(1400000001, { userSig: 's' }, initialSessionState, now))).toBe(ErrorCode.NO_IDENTIFIER);
    expect(codeOf(checkLogin(1400000001, { userID: 'u' }, initialSessionState, now))).toBe(ErrorCode.NO_USERSIG);
    expect(checkLogin(1400000001, { userID: 'u', userSig: 's' }, initialSessionState, now)).toBe('proceed');
  });

  it('answers repeatLogin when already logged in as the same user', () => {
    const loggedIn = sessionReducer(sessionReducer(initialSessionState, { type: 'loginCalled', userID: 'u', userSig: 's', at: now }), {
      type: 'loginSucceeded',
      a2Key: 'k',
      tinyID: 't',
      nick: 'n',
      avatar: '',
    });
    expect(checkLogin(1400000001, { userID: 'u', userSig: 's' }, loggedIn, now + 60_000)).toBe('repeat');
  });

  it('refuses a second login within 15 seconds of one still in progress, and another user while logged in', () => {
    const loggingIn = sessionReducer(initialSessionState, { type: 'loginCalled', userID: 'u', userSig: 's', at: now });
    expect(codeOf(checkLogin(1400000001, { userID: 'u', userSig: 's' }, loggingIn, now + repeatLoginGuardMs - 1))).toBe(
      ErrorCode.REPEAT_LOGIN,
    );
    expect(checkLogin(1400000001, { userID: 'u', userSig: 's' }, loggingIn, now + repeatLoginGuardMs)).toBe('proceed');
    const loggedIn = sessionReducer(loggingIn, { type: 'loginSucceeded', a2Key: 'k', tinyID: 't', nick: 'n', avatar: '' });
    expect(codeOf(checkLogin(1400000001, { userID: 'other', userSig: 's' }, loggedIn, now + 60_000))).toBe(ErrorCode.REPEAT_LOGIN);
  });

  it('lets the app log in again at once after a failed login (a fresh guest signature)', () => {
    const failed = sessionReducer(sessionReducer(initialSessionState, { type: 'loginCalled', userID: 'u', userSig: 's', at: now }), {
      type: 'loginFailed',
    });
    expect(checkLogin(1400000001, { userID: 'u', userSig: 's2' }, failed, now + 10)).toBe('proceed');
  });

  it('lists exactly the calls spec 001 allows before the SDK is ready', () => {
    expect([...callsBeforeReady].sort()).toEqual([
      'destroy',
      'getGroupOnlineMemberCount',
      'joinGroup',
      'login',
      'logout',
      'off',
      'on',
      'quitGroup',
      'ready',
      'registerPlugin',
      'setLogLevel',
    ]);
  });
});

describe('connection states (spec 001 §4 Connection)', () => {
  const started = connectionReducer(initialConnectionState, { type: 'start' });

  it('reconnects three times, then probes the network', () => {
    let state = started;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(nextStep(state)).toBe('reconnect');
      state = connectionReducer(connectionReducer(state, { type: 'connect' }), { type: 'closed', at: 0 });
    }
    expect(nextStep(state)).toBe('probe');
    expect(nextStep(connectionReducer(state, { type: 'probeSucceeded' }))).toBe('reconnect');
  });

  it('counts a socket that closes within 1 s of opening as a failure, and one that lived longer as healthy', () => {
    const opened = connectionReducer(connectionReducer(started, { type: 'connect' }), { type: 'opened', at: 10_000 });
    expect(connectionReducer(opened, { type: 'closed', at: 10_999 }).attempts).toBe(1);
    expect(connectionReducer({ ...opened, attempts: 2 }, { type: 'closed', at: 11_000 }).attempts).toBe(0);
  });

  it('does nothing after stop', () => {
    expect(nextStep(connectionReducer(started, { type: 'stop' }))).toBe('idle');
  });

  it('wraps request sequences after 2415919103', () => {
    const sequence = new RequestSequence(2415919102);
    expect([sequence.next(), sequence.next(), sequence.next()]).toEqual([2415919103, 1, 2]);
  });
});
