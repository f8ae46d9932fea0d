/**
 * The only host APIs the chat layer uses (docs/architecture.md "House rules": no DOM beyond WebSocket and fetch), typed here by hand and
 * read from globalThis, so `runtime/im` compiles without the DOM library and without Node's types.
 */
export interface SocketEvent {
  data?: unknown;
  code?: number;
}

/** The part of a WebSocket (the browser's or the `ws` package's) the connection uses. */
export interface SocketLike {
  binaryType: string;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: SocketEvent) => void) | null;
  onclose: ((event: SocketEvent) => void) | null;
  onerror: ((event: SocketEvent) => void) | null;
  onmessage: ((event: SocketEvent) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type FetchLike = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: Uint8Array; signal?: unknown },
) => Promise<FetchResponse>;

export type TimerId = unknown;

interface HostGlobals {
  setTimeout(handler: () => void, ms?: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(handler: () => void, ms?: number): TimerId;
  clearInterval(id: TimerId): void;
  WebSocket?: new (url: string) => SocketLike;
  fetch?: FetchLike;
  AbortController?: new () => { signal: unknown; abort(): void };
}

const host = globalThis as unknown as HostGlobals;

// Looked up at call time, so fake timers installed after import (tests) still apply.
export const timers = {
  setTimeout: (handler: () => void, ms?: number): TimerId => host.setTimeout(handler, ms),
  clearTimeout: (id: TimerId): void => host.clearTimeout(id),
  setInterval: (handler: () => void, ms?: number): TimerId => host.setInterval(handler, ms),
  clearInterval: (id: TimerId): void => host.clearInterval(id),
};

/** The platform's WebSocket, when it has one (browsers; Node 22+). */
export function defaultSocketFactory(): SocketFactory | undefined {
  const Socket = host.WebSocket;
  return Socket ? (url) => new Socket(url) : undefined;
}

export const defaultFetch = (): FetchLike | undefined => host.fetch?.bind(globalThis);

/** An abort handle for fetch, when the platform has AbortController. */
export const newAbortController = (): { signal: unknown; abort(): void } | undefined =>
  host.AbortController ? new host.AbortController() : undefined;
