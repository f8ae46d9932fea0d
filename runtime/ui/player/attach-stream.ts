/** A stream attached to a video element, until destroy() detaches it and stops every request. */
export interface AttachedStream {
  destroy(): void;
}

/** Fatal errors recovered in place before the player gives up and shows its retry control. */
const maxRecoveries = 3;

/**
 * The back buffer kept behind the play position, in seconds. A live room is watched for hours and never seeks back
 * far, so without a bound the buffer grows with the session (hls.js keeps it all by default).
 */
export const backBufferSeconds = 30;

/** Whether the browser plays HLS itself (Safari, iOS, some Chromium builds): then hls.js is never loaded. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * Plays an HLS stream in `video`: natively where the browser can, otherwise with hls.js, loaded on first use so
 * that only pages that play video pay for it (docs/architecture.md "House rules"; its light build). Network and media errors are
 * recovered in place (startLoad, recoverMediaError) a few times; after that, or when the browser can play neither
 * way, `onFatal` is called and the caller offers a retry.
 */
export async function attachStream(video: HTMLVideoElement, url: string, onFatal: () => void): Promise<AttachedStream> {
  if (playsHlsNatively(video)) {
    const failed = () => onFatal();
    video.addEventListener('error', failed);
    video.src = url;
    return {
      destroy() {
        video.removeEventListener('error', failed);
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    onFatal();
    return { destroy() {} };
  }
  const hls = new Hls({ backBufferLength: backBufferSeconds });
  let recoveries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (recoveries++ < maxRecoveries) {
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR) return hls.startLoad();
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
    }
    hls.destroy();
    onFatal();
  });
  // A fragment that plays means the stream is healthy again: later trouble gets its own recoveries.
  hls.on(Hls.Events.FRAG_BUFFERED, () => {
    recoveries = 0;
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
