import axios, { type AxiosInstance } from 'axios';
import { HttpError, loginTimeoutError } from './http-errors.ts';
import type { HttpSession, HttpTexts, HttpUi } from './http-ui.ts';
import type { HostPool } from './host-pool.ts';
import { commonQuery, dropEmpty, type QueryContext } from './request-params.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** No 加载中... toast for this call (spec 000 §8: hideLoading). */
  hideLoading?: boolean;
  /** No failure toast for this call. */
  noToast?: boolean;
  /**
   * A read the fan did not ask for: the user-info fetch (spec 000 §8) and what a page counts beside it (unread
   * messages). A login timeout there clears the session without the login dialog.
   */
  background?: boolean;
  /** Run when the fan cancels the login dialog. */
  onLoginCancel?: () => void;
}

export interface HttpClientOptions {
  hosts: HostPool;
  query: () => QueryContext;
  ui: HttpUi;
  texts: () => HttpTexts;
  session: HttpSession;
  /** Spec 000 §9: 10 s. */
  timeoutMs?: number;
  /** Failure toasts after one are suppressed for this long (spec 000 §8: 2 s). */
  toastQuietMs?: number;
  now?: () => number;
}

/** A file of up to 5 MB on a slow mobile link needs more than the 10 s of a call. */
const uploadTimeoutMs = 60_000;

/** A call that got no answer: cancelled by us (nothing to show), or the network failed or timed out. */
function transportError(error: unknown): HttpError {
  if (axios.isCancel(error)) return new HttpError('CANCELLED', 'cancelled');
  return new HttpError('NETWORK', error instanceof Error ? error.message : String(error));
}

/** A call already sent, whose answer is read (and shown) when `read` is called. */
export interface SentRequest<T> {
  read(): Promise<T>;
  /** The data, when a good answer has already come; otherwise null (and `read` tells the rest). */
  readNow(): { data: T } | null;
}

interface Envelope<T> {
  data: T;
  msg?: string;
  status: number;
}

/**
 * The one HTTP client of the runtime (spec 000 §7, §8). It adds the common query parameters, picks the host, drops
 * empty fields, and turns each answer into data or a rejection, with the spec's toasts and login dialog.
 */
export function createHttpClient(options: HttpClientOptions) {
  const timeout = options.timeoutMs ?? 10_000;
  const quietMs = options.toastQuietMs ?? 2_000;
  const now = options.now ?? Date.now;
  const instance: AxiosInstance = axios.create({ timeout });
  let controller = new AbortController();
  let toastQuietUntil = 0;
  let loading = 0;

  const toast = (message: string) => {
    if (now() < toastQuietUntil) return;
    toastQuietUntil = now() + quietMs;
    options.ui.toast(message);
  };

  const loginTimeout = (msg: string | undefined, request: RequestOptions): never => {
    options.session.expire();
    if (msg) options.ui.toast(msg);
    if (!request.background) options.session.promptLogin(request.onLoginCancel);
    throw loginTimeoutError();
  };

  /** Sends one call and gives its envelope; a call that got no answer rejects with a transport error. */
  async function send<T>(path: string, payload: Record<string, unknown> | undefined, method: 'GET' | 'POST'): Promise<Envelope<T>> {
    try {
      const body = dropEmpty(payload);
      const response = await instance.request<Envelope<T>>({
        method,
        baseURL: options.hosts.next() || undefined,
        url: path,
        params: method === 'GET' ? { ...commonQuery(options.query()), ...body } : commonQuery(options.query()),
        data: method === 'POST' ? body : undefined,
        signal: controller.signal,
        // Every answer is an envelope; an HTTP error status still carries one.
        validateStatus: () => true,
      });
      return response.data;
    } catch (error) {
      throw transportError(error);
    }
  }

  /** Turns an envelope into data or a rejection, with the spec's failure toast and login dialog. */
  function settle<T>(envelope: Envelope<T>, request: RequestOptions): T {
    if (!envelope || typeof envelope !== 'object' || typeof envelope.status !== 'number')
      throw new HttpError('NETWORK', 'not an API answer');
    if (envelope.msg?.includes('登录超时') || envelope.status === 2) return loginTimeout(envelope.msg, request);
    if (envelope.status !== 0) {
      if (envelope.msg && !request.noToast) toast(envelope.msg);
      throw new HttpError('API_STATUS', envelope.msg ?? '', envelope.status);
    }
    return envelope.data;
  }

  async function request<T>(path: string, payload?: Record<string, unknown>, request: RequestOptions = {}): Promise<T> {
    const showLoading = !request.hideLoading;
    if (showLoading && loading++ === 0) options.ui.showLoading(options.texts().loading);
    let envelope: Envelope<T>;
    try {
      envelope = await send<T>(path, payload, request.method ?? 'POST');
    } finally {
      if (showLoading && --loading === 0) options.ui.hideLoading();
    }
    return settle(envelope, request);
  }

  return {
    request,
    get: <T>(path: string, query?: Record<string, unknown>, options: RequestOptions = {}) =>
      request<T>(path, query, { ...options, method: 'GET' }),
    post: <T>(path: string, payload?: Record<string, unknown>, options: RequestOptions = {}) =>
      request<T>(path, payload, { ...options, method: 'POST' }),
    /**
     * Sends a POST now and reads its answer later, when `read` is called: the toasts and login dialog of that answer
     * (no loading toast) come then, on the page that asked for it. A route starts its first request this way from the
     * page's head, before the app has started (runtime/core/http/early-answer.ts).
     */
    sendNow<T>(path: string, payload?: Record<string, unknown>, request: RequestOptions = {}): SentRequest<T> {
      let arrived: Envelope<T> | undefined;
      const sent = send<T>(path, payload, 'POST').then((envelope) => (arrived = envelope));
      // Whoever reads the answer handles a failure; until then it is not an unhandled rejection.
      sent.catch(() => undefined);
      return {
        read: () => sent.then((envelope) => settle(envelope, request)),
        // A good answer settles without toasts or dialogs, so it can be read at once; any other waits for `read`.
        readNow: () => (arrived && typeof arrived === 'object' && arrived.status === 0 ? { data: arrived.data } : null),
      };
    },
    /**
     * PUTs a file to a pre-signed address (spec 000 §7 getTempKeysForMinio): the address carries its own signature, so
     * no common query is added. Files take longer than calls, hence the longer timeout.
     */
    async putFile(putUrl: string, file: Blob): Promise<void> {
      let envelope: Envelope<unknown> | undefined;
      try {
        const response = await instance.put<Envelope<unknown>>(putUrl, file, {
          headers: { 'Content-Type': file.type },
          timeout: uploadTimeoutMs,
          signal: controller.signal,
          validateStatus: () => true,
        });
        envelope = response.data;
      } catch (error) {
        throw transportError(error);
      }
      if (envelope?.status !== 0) throw new HttpError('API_STATUS', envelope?.msg ?? 'upload failed', envelope?.status);
    },
    /** The address of a GET the browser loads itself (an image such as the SMS captcha), with the common query. */
    url(path: string, query?: Record<string, unknown>): string {
      const params = new URLSearchParams({ ...commonQuery(options.query()), ...(dropEmpty(query) as Record<string, string>) });
      return `${options.hosts.next().replace(/\/+$/, '')}${path}?${params}`;
    },
    /** Cancels every pending call (they reject with a CANCELLED error that shows nothing). */
    cancelAll(): void {
      controller.abort();
      controller = new AbortController();
    },
    /** Reads the host list from the storage file: status 200 and data give hosts. Failures are ignored (spec 000 §8). */
    async loadHostList(url: string): Promise<void> {
      try {
        const { data } = await instance.get<{ status: number; data: string[] }>(url, { signal: controller.signal });
        if (data?.status === 200 && Array.isArray(data.data)) options.hosts.addFetched(data.data.filter((h) => typeof h === 'string'));
      } catch {
        // Spec 000 §8: host fetch failures are silently ignored.
      }
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
