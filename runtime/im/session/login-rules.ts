import { ImError, imError } from '../errors.ts';
import type { SessionState } from './session-state.ts';

/** A second login within this long of the last one is refused (spec 001 §5 Login). */
export const repeatLoginGuardMs = 15_000;

export interface LoginOptions {
  userID: string;
  userSig: string;
}

/**
 * What login() does given the current session: refuse with an error, answer `repeatLogin` (already logged in as
 * this user), or go ahead.
 */
export function checkLogin(
  sdkAppID: number,
  options: Partial<LoginOptions>,
  state: SessionState,
  now: number,
): ImError | 'repeat' | 'proceed' {
  if (!sdkAppID) return imError('NO_SDKAPPID');
  if (!options.userID) return imError('NO_IDENTIFIER');
  if (!options.userSig) return imError('NO_USERSIG');
  if (state.status === 'loggedIn' && state.userID === options.userID) return 'repeat';
  if (state.status === 'loggedIn') return imError('REPEAT_LOGIN', 'logged in as another user: log out first');
  // A login still in flight blocks another for 15 s; after that (or after a failure) the app may try again, for
  // example with a fresh guest signature.
  if (state.status === 'loggingIn' && now - state.loginCalledAt < repeatLoginGuardMs) return imError('REPEAT_LOGIN');
  return 'proceed';
}

/** Calls allowed before the SDK is ready (spec 001 §4 SDK readiness). */
export const callsBeforeReady = new Set([
  'login',
  'logout',
  'destroy',
  'on',
  'off',
  'ready',
  'setLogLevel',
  'joinGroup',
  'quitGroup',
  'registerPlugin',
  'getGroupOnlineMemberCount',
]);

export const notReadyError = (call: string): ImError =>
  imError('SDK_IS_NOT_READY', `SDK not ready: ${call} needs a logged-in SDK (wait for SDK_READY)`);
