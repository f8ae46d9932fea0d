import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { ApiError, apiStatus } from './api-error.ts';

/** The console's API lives beside it. */
export const apiBase = '/ops/api';

export interface ApiClientOptions {
  /** Origin and path the calls go to. @default '/ops/api' */
  baseURL?: string;
  /** The session's CSRF token, sent on every call that changes something. */
  csrfToken: () => string | null;
  /** Called when the server says the session is over (status 2), before the call rejects. */
  onSignedOut: (message: string) => void;
  /** The console's language, sent as `lang` so descriptions come in it. */
  lang?: () => string;
  /** For tests. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
}

interface Envelope {
  data: unknown;
  msg?: string;
  status: number;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'status' in body && typeof (body as Envelope).status === 'number';

/** The one HTTP client of the console: `{ data, msg, status }` in, data or an {@link ApiError} out. */
export interface ApiClient {
  /**
   * GETs `path`; a call with a query names its type, generated from the route's query schema (`Ops<Call>Query`):
   * `api.get<OpsAuditPage, OpsAuditQuery>('/audit', query)`. The language is added to every call.
   */
  get<T, Q extends object = never>(path: string, params?: Q): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** POSTs a file's bytes as the body, typed as the file is (an upload). */
  sendFile<T>(path: string, file: Blob): Promise<T>;
}

/** Makes the console's client over axios (wrapped here only). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseURL ?? apiBase,
    timeout: options.timeoutMs ?? 15_000,
    withCredentials: true,
    adapter: options.adapter,
    // Every answer is read here: a 403 for a missing CSRF token still carries the envelope.
    validateStatus: () => true,
  });

  const call = async <T>(method: string, path: string, params?: object, body?: unknown, type?: string): Promise<T> => {
    const csrf = method === 'GET' ? null : options.csrfToken();
    let response;
    try {
      response = await http.request({
        method,
        url: path,
        params: { ...(options.lang ? { lang: options.lang() } : {}), ...params },
        data: body,
        headers: { ...(csrf ? { 'x-csrf-token': csrf } : {}), ...(type ? { 'content-type': type } : {}) },
      });
    } catch (error) {
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }
    const envelope: unknown = response.data;
    if (response.status >= 500 || !isEnvelope(envelope)) throw new ApiError('server', `HTTP ${response.status}`);
    if (envelope.status === apiStatus.ok) return envelope.data as T;
    const message = envelope.msg ?? '';
    if (envelope.status === apiStatus.signedOut) options.onSignedOut(message);
    throw new ApiError('answer', message, envelope.status, envelope.data);
  };

  return {
    get: (path, params) => call('GET', path, params),
    send: (method, path, body) => call(method, path, undefined, body),
    sendFile: (path, file) => call('POST', path, undefined, file, file.type || 'application/octet-stream'),
  };
}
