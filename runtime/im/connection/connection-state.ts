/**
 * The socket's state machine (spec 001 §4 Connection), changed only by `connectionReducer`.
 * - `disconnected`: no socket; a reconnect may be scheduled (`attempts` counts forced tries since the last healthy one).
 * - `connecting`: a socket is opening.
 * - `connected`: the socket is open; requests flow once the session has logged in on it.
 */
export type SocketState = 'disconnected' | 'connecting' | 'connected';

export interface ConnectionState {
  socket: SocketState;
  /** Forced reconnects tried since the last connection that stayed open at least `healthyAfterMs`. */
  attempts: number;
  /** When the current socket opened (ms), 0 when none. */
  openedAt: number;
  /** Set by stop(): no reconnects until start() again. */
  stopped: boolean;
}

export type ConnectionAction =
  | { type: 'start' }
  | { type: 'connect' }
  | { type: 'opened'; at: number }
  | { type: 'closed'; at: number }
  | { type: 'probeSucceeded' }
  | { type: 'stop' };

/** A socket that closes sooner than this after opening counts as a failed reconnect (spec 001 §9). */
export const healthyAfterMs = 1000;
/** Forced reconnects before the network is probed. */
export const maxForcedReconnects = 3;

export const initialConnectionState: ConnectionState = { socket: 'disconnected', attempts: 0, openedAt: 0, stopped: true };

export function connectionReducer(state: ConnectionState, action: ConnectionAction): ConnectionState {
  switch (action.type) {
    case 'start':
      return { ...state, stopped: false, attempts: 0 };
    case 'connect':
      return { ...state, socket: 'connecting', openedAt: 0 };
    case 'opened':
      return { ...state, socket: 'connected', openedAt: action.at };
    case 'closed': {
      const healthy = state.openedAt > 0 && action.at - state.openedAt >= healthyAfterMs;
      return { ...state, socket: 'disconnected', openedAt: 0, attempts: healthy ? 0 : state.attempts + 1 };
    }
    case 'probeSucceeded':
      return { ...state, attempts: 0 };
    case 'stop':
      return { ...state, socket: 'disconnected', openedAt: 0, stopped: true };
  }
}

/** What to do after a socket closed: reconnect now, or probe the network first. */
export const nextStep = (state: ConnectionState): 'idle' | 'reconnect' | 'probe' =>
  state.stopped ? 'idle' : state.attempts < maxForcedReconnects ? 'reconnect' : 'probe';
