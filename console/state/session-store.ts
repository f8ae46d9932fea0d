import { create } from 'zustand';
import { setCsrfToken, whenSignedOut } from '../api/api.ts';
import { ApiError, apiStatus } from '../api/api-error.ts';
import { readSession, signOut as endSession } from '../api/session-calls.ts';
import type { Operator, Permission, SessionAnswer } from '../api/types.ts';

/**
 * Where the console's session stands:
 * - `checking`: the first read of the session has not answered yet;
 * - `signedOut`: no session (never had one, signed out, or it expired: `notice` says so);
 * - `unreachable`: the first read failed (network, 5xx): the shell shows a retry;
 * - `signedIn`: an operator is signed in (who may still have to enrol TOTP: {@link mustEnrol}).
 */
export type SessionPhase = 'checking' | 'signedOut' | 'unreachable' | 'signedIn';

export interface SessionState {
  phase: SessionPhase;
  operator: Operator | null;
  /** Why the operator was sent to sign in (the server's message when the session expired). */
  notice: string | null;
  /** Reads the session from the server. */
  check(): Promise<void>;
  /** Takes a session the server has just given (sign-in). */
  signedIn(answer: SessionAnswer): void;
  /** The operator changed (enrolment confirmed). */
  replaceOperator(operator: Operator): void;
  signOut(): Promise<void>;
  /** The server said the session is over. */
  expired(message: string): void;
}

export const useSession = create<SessionState>((set) => ({
  phase: 'checking',
  operator: null,
  notice: null,
  async check() {
    try {
      const answer = await readSession();
      setCsrfToken(answer.csrfToken);
      set({ phase: 'signedIn', operator: answer.operator, notice: null });
    } catch (error) {
      const signedOut = error instanceof ApiError && error.status === apiStatus.signedOut;
      set({ phase: signedOut ? 'signedOut' : 'unreachable', operator: null, notice: null });
    }
  },
  signedIn(answer) {
    setCsrfToken(answer.csrfToken);
    set({ phase: 'signedIn', operator: answer.operator, notice: null });
  },
  replaceOperator(operator) {
    set({ operator });
  },
  async signOut() {
    try {
      await endSession();
    } finally {
      setCsrfToken(null);
      set({ phase: 'signedOut', operator: null, notice: null });
    }
  },
  expired(message) {
    setCsrfToken(null);
    set((state) => ({ phase: 'signedOut', operator: null, notice: state.phase === 'signedIn' ? message : null }));
  },
}));

whenSignedOut((message) => useSession.getState().expired(message));

/** Whether the operator must enrol TOTP before anything else (owner and finance). */
export const mustEnrol = (operator: Operator | null): boolean => !!operator && operator.totpRequired && !operator.totpEnrolled;

/** Whether the operator's role allows `permission` (what the UI shows; the server checks again). */
export const can = (operator: Operator | null, permission: Permission): boolean => !!operator?.permissions.includes(permission);

/** Whether the signed-in operator may use `permission` (the UI hides what it may not; the server is the guard). */
export const useCan = (permission: Permission): boolean =>
  can(
    useSession((state) => state.operator),
    permission,
  );
