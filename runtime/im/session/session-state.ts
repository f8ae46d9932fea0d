/**
 * The login state machine (spec 001 §4 Login), changed only by `sessionReducer`.
 * - `loggedOut`: no identity; every call but the exempt ones is rejected.
 * - `loggingIn`: login() was called; the socket is opening or the login request is in flight.
 * - `loggedIn`: the server accepted the signature and gave tinyID and a2Key. On a reconnect the session stays
 *   here while it logs in again with the same identity.
 */
export type LoginStatus = 'loggedOut' | 'loggingIn' | 'loggedIn';

export interface SessionState {
  status: LoginStatus;
  userID: string;
  userSig: string;
  a2Key: string;
  tinyID: string;
  /** The profile the server put on this user's messages (login response): own messages show it before their echo. */
  nick: string;
  avatar: string;
  /** When login() was last called (ms), for the 15 s repeat-login guard. */
  loginCalledAt: number;
}

export type SessionAction =
  | { type: 'loginCalled'; userID: string; userSig: string; at: number }
  | { type: 'loginSucceeded'; a2Key: string; tinyID: string; nick: string; avatar: string }
  | { type: 'loginFailed' }
  | { type: 'loggedOut' };

export const initialSessionState: SessionState = {
  status: 'loggedOut',
  userID: '',
  userSig: '',
  a2Key: '',
  tinyID: '',
  nick: '',
  avatar: '',
  loginCalledAt: 0,
};

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'loginCalled':
      return { ...initialSessionState, status: 'loggingIn', userID: action.userID, userSig: action.userSig, loginCalledAt: action.at };
    case 'loginSucceeded':
      return { ...state, status: 'loggedIn', a2Key: action.a2Key, tinyID: action.tinyID, nick: action.nick, avatar: action.avatar };
    case 'loginFailed':
    case 'loggedOut':
      return { ...initialSessionState, loginCalledAt: state.loginCalledAt };
  }
}
