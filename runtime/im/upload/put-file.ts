import type { FetchLike } from '../core/host.ts';

/** The part of XMLHttpRequest a PUT with progress needs; typed by hand (no DOM types in runtime/im). */
interface XhrLike {
  status: number;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Uint8Array): void;
}

const Xhr = (globalThis as unknown as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;

/**
 * PUTs the bytes and resolves the HTTP status (0 when the network failed). Browsers report progress as it goes
 * (XMLHttpRequest: fetch cannot tell how much of a body went out); elsewhere progress jumps to 1 at the end.
 */
export function putFile(
  url: string,
  bytes: Uint8Array,
  contentType: string,
  onProgress: (percent: number) => void,
  fetch: FetchLike | undefined,
): Promise<number> {
  if (Xhr) {
    return new Promise((resolve) => {
      const xhr = new Xhr();
      xhr.open('PUT', url);
      xhr.setRequestHeader('Content-Type', contentType);
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      xhr.onload = () => resolve(xhr.status);
      xhr.onerror = () => resolve(0);
      xhr.send(bytes);
    });
  }
  if (!fetch) return Promise.resolve(0);
  return fetch(url, { method: 'PUT', headers: { 'Content-Type': contentType }, body: bytes }).then(
    (response) => response.status,
    () => 0,
  );
}
