/**
 * The on-demand services' half of the protocol (user status, reports): the messages of service.proto, carried as a
 * Frame's `service` bytes, and the limits both sides apply. Kept apart from codec.ts so that only the modules the
 * app loads on demand, and the gateway, bring this generated code.
 */
import { imsvc } from './generated/service.js';

export type ServiceRequest = imsvc.ServiceRequest.$Properties;
export type ConfigResponse = imsvc.ConfigResponse.$Properties;
export type ServiceResponse = imsvc.ServiceResponse.$Properties;
export type StatusPush = imsvc.StatusPush.$Properties;
export type WireUserStatus = imsvc.UserStatus.$Properties;
export type WireReport = imsvc.Report.$Properties;
export type WireQualityItem = imsvc.QualityItem.$Properties;
export type WireReportEvent = imsvc.ReportEvent.$Properties;

/** Tencent's TIM.TYPES.USER_STATUS_*: the gateway answers online or offline. */
export const UserStatusType = { UNKNOWN: 0, ONLINE: 1, OFFLINE: 2 } as const;

/** Spec 001 §9: ids per status query, subscribe and unsubscribe (the SDK's defaults; the cloud config may lower them). */
export const StatusLimits = { query: 500, subscribe: 100, unsubscribe: 100, customStatusBytes: 100 } as const;

export const encodeServiceRequest = (request: ServiceRequest): Uint8Array => imsvc.ServiceRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeServiceRequest = (bytes: Uint8Array): imsvc.ServiceRequest => imsvc.ServiceRequest.decode(bytes);
export const encodeServiceResponse = (response: ServiceResponse): Uint8Array => imsvc.ServiceResponse.encode(response).finish();
export const decodeServiceResponse = (bytes: Uint8Array): imsvc.ServiceResponse => imsvc.ServiceResponse.decode(bytes);
export const encodeConfigResponse = (response: ConfigResponse): Uint8Array => imsvc.ConfigResponse.encode(response).finish();
export const decodeConfigResponse = (bytes: Uint8Array): imsvc.ConfigResponse => imsvc.ConfigResponse.decode(bytes);
export const encodeStatusPush = (push: StatusPush): Uint8Array => imsvc.StatusPush.encode(push).finish();
export const decodeStatusPush = (bytes: Uint8Array): imsvc.StatusPush => imsvc.StatusPush.decode(bytes);

/** Base64 of a text's UTF-8 bytes, without Node's Buffer or the DOM's btoa (the chat layer uses neither). */
export function toBase64(text: string): string {
  const bytes = utf8Bytes(text);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += alphabet[(chunk >> 18) & 63] + alphabet[(chunk >> 12) & 63];
    out += i + 1 < bytes.length ? alphabet[(chunk >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? alphabet[chunk & 63] : '=';
  }
  return out;
}

/** The text of a base64 string; undefined when it is not base64 of UTF-8 text. */
export function fromBase64(encoded: string): string | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(encoded)) return undefined;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 4) {
    const quad = [...encoded.slice(i, i + 4)].map((char) => (char === '=' ? 0 : alphabet.indexOf(char)));
    const chunk = (quad[0] << 18) | (quad[1] << 12) | (quad[2] << 6) | quad[3];
    bytes.push((chunk >> 16) & 255);
    if (encoded[i + 2] !== '=') bytes.push((chunk >> 8) & 255);
    if (encoded[i + 3] !== '=') bytes.push(chunk & 255);
  }
  try {
    // decodeURIComponent throws on bytes that are not UTF-8.
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return undefined;
  }
}

/**
 * UTF-8 bytes of a text (the chat layer's typings have no TextEncoder: docs/architecture.md "House rules"). With the u flag
 * the pattern matches lone surrogates only, which encodeURIComponent refuses: they become U+FFFD.
 */
function utf8Bytes(text: string): number[] {
  const escaped = encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i++) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(escaped.charCodeAt(i));
  }
  return bytes;
}
