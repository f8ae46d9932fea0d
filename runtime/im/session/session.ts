import { ErrorCode, ImError, imError, isKeyExpired } from '../errors.ts';
import { ImEvent, KickedOutType } from '../events.ts';
import type { ChatContext } from '../core/chat-context.ts';
import type { im } from '../protocol/generated/im.js';
import { requestTimeouts } from '../connection/timeouts.ts';
import { checkLogin, type LoginOptions } from './login-rules.ts';
import { initialSessionState, sessionReducer, type SessionAction, type SessionState } from './session-state.ts';

const kickTypes: Record<number, KickedOutType> = {
  1: KickedOutType.MULT_ACCOUNT,
  2: KickedOutType.MULT_DEVICE,
  3: KickedOutType.REST_API,
  4: KickedOutType.USERSIG_EXPIRED,
};

export interface SessionHooks {
  /** A first login was asked for, before its socket opens: draw what this device kept of the user's list. */
  loginStarted(): void;
  /** The first login on a fresh session succeeded: load conversations, then announce readiness. */
  firstLogin(inboxPosition: number, purchaseBits: string): Promise<void>;
  /** A reconnect logged in again: sync the inbox and the conversation list. */
  relogin(): void;
  /** The session ended (logout, kick-out, expired signature): drop state, announce not ready. */
  ended(): void;
  /** The user logged out on this device: forget what the device kept for them. */
  loggedOut(): void;
}

interface LoginWaiter {
  resolve(value: { repeatLogin: boolean }): void;
  reject(error: ImError): void;
}

/** Login, logout, kick-out and key expiry (spec 001 §4 Login, §5 Login). */
export class Session {
  private state: SessionState = initialSessionState;
  private waiter: LoginWaiter | undefined;

  constructor(
    private readonly context: ChatContext,
    private readonly sdkAppID: number,
    private readonly hooks: SessionHooks,
  ) {}

  get current(): SessionState {
    return this.state;
  }

  login(options: LoginOptions): Promise<{ repeatLogin: boolean }> {
    const verdict = checkLogin(this.sdkAppID, options ?? {}, this.state, this.context.now());
    if (verdict instanceof ImError) return Promise.reject(verdict);
    if (verdict === 'repeat') return Promise.resolve({ repeatLogin: true });
    this.dispatch({ type: 'loginCalled', userID: options.userID, userSig: options.userSig, at: this.context.now() });
    this.hooks.loginStarted();
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
      if (this.context.connection.socketState === 'connected') this.sendLogin();
      else this.context.connection.start();
    });
  }

  async logout(): Promise<void> {
    if (this.state.status === 'loggedOut') return;
    if (this.context.connection.isLoggedIn) await this.context.request('logout', { logoutRequest: { type: 0 } }).catch(() => undefined);
    this.hooks.loggedOut();
    this.end(imError('LOGGED_OUT', 'logged out'));
  }

  /** The socket opened: log in with the signature (again, after a reconnect). */
  sendLogin(): void {
    if (this.state.status === 'loggedOut') return;
    const first = this.state.status === 'loggingIn';
    this.context.connection
      .request('login', { loginRequest: { state: 'Online', deviceBrand: 'web' } }, { timeoutMs: requestTimeouts.login, beforeLogin: true })
      .then((frame) => this.loggedIn(frame, first))
      .catch((error: ImError) => this.loginFailed(error, first));
  }

  identity(command: string): { userId: string; userSig: string } {
    return { userId: this.state.userID, userSig: command === 'login' || !this.state.a2Key ? this.state.userSig : this.state.a2Key };
  }

  kickedOut(push: im.KickOutPush.$Properties): void {
    const type = kickTypes[push.type ?? 0] ?? KickedOutType.MULT_DEVICE;
    this.end(new ImError(ErrorCode.KICKED_OUT_MULT_DEVICE, `kicked out: ${type}`));
    this.context.emitter.emit(ImEvent.KICKED_OUT, { type });
  }

  /** A key-expired answer anywhere: announce it and reconnect; the re-login tells whether the signature still holds. */
  keyExpired(): void {
    if (this.state.status !== 'loggedIn') return;
    this.context.emitter.emit(ImEvent.USER_SIG_EXPIRED, undefined);
    this.context.connection.reconnect('key expired');
  }

  private async loggedIn(frame: im.Frame, first: boolean): Promise<void> {
    const answer = frame.loginResponse ?? {};
    const problem = !answer.tinyId ? imError('NO_TINYID') : !answer.a2Key ? imError('NO_A2KEY') : undefined;
    if (problem) return this.loginFailed(problem, first);
    this.dispatch({
      type: 'loginSucceeded',
      a2Key: answer.a2Key ?? '',
      tinyID: answer.tinyId ?? '',
      nick: answer.nick ?? '',
      avatar: answer.avatar ?? '',
    });
    this.context.connection.markLoggedIn(answer.helloInterval ?? 0);
    if (!first) return this.hooks.relogin();
    try {
      await this.hooks.firstLogin(answer.inboxSequence ?? 0, answer.purchaseBits ?? '');
      this.waiter?.resolve({ repeatLogin: false });
    } catch (error) {
      this.waiter?.reject(error instanceof ImError ? error : imError('LOGIN_FAILED'));
    }
    this.waiter = undefined;
  }

  private loginFailed(error: ImError, first: boolean): void {
    if (first) {
      // A dropped socket during the first login is retried by the reconnect; anything else ends the attempt.
      if (error.code === ErrorCode.NETWORK_ERROR) return;
      this.end(error);
      this.waiter?.reject(error);
      this.waiter = undefined;
      return;
    }
    if (isKeyExpired(error.code)) {
      this.end(error);
      this.context.emitter.emit(ImEvent.KICKED_OUT, { type: KickedOutType.USERSIG_EXPIRED });
    } else if (error.code !== ErrorCode.NETWORK_ERROR) this.context.connection.reconnect(`login failed: ${error.code}`);
  }

  private end(reason: ImError): void {
    this.dispatch({ type: 'loggedOut' });
    this.context.connection.stop(reason);
    this.hooks.ended();
  }

  private dispatch(action: SessionAction): void {
    this.state = sessionReducer(this.state, action);
  }
}
