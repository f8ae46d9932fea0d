import { api } from '../../../core/http/api.ts';

/**
 * The data-model calls (docs/api.md "Data models"). Pages draw their own loading and failure states, so calls are
 * quiet: no loading toast and no failure toast (a paywall, status 4, is a state of the page, not an error to toast).
 */
export const modelCall = <T>(path: string, body: Record<string, unknown> = {}) =>
  api.post<T>(path, body, { hideLoading: true, noToast: true });
