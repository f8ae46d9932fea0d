import { showToast } from '../../../core/feedback/feedback-store.ts';

/** The address of a video's share page (spec 000 §2 /share/...), on the site the fan is using. */
export function shareAddress(kind: 'shortvideo' | 'recordvideo', id: number, origin = location.origin): string {
  return `${origin}/m/share/${kind}/${id}`;
}

/**
 * Shares a video: the system share sheet where the browser has one, otherwise the address is copied and a toast says
 * so. A dismissed share sheet is not an error.
 */
export async function shareVideo(kind: 'shortvideo' | 'recordvideo', id: number, title: string, copiedText: string): Promise<void> {
  const url = shareAddress(kind, id);
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url }).catch(() => undefined);
    return;
  }
  await navigator.clipboard?.writeText(url).catch(() => undefined);
  showToast(copiedText);
}
