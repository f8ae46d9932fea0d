import { sendNotFound } from '../http/envelope.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const segmentDir = fileURLToPath(new URL('../assets/hls', import.meta.url));
const segmentSeconds = 2;
const segmentCount = 3;
const windowSize = 3;
const segments = Array.from({ length: segmentCount }, (_, n) => readFileSync(`${segmentDir}/segment-${n}.ts`));

/**
 * A live HLS playlist that never ends: a sliding window over the shipped segments, advancing with real time (also
 * under a fixed --clock: the video is not data, and a frozen playlist would stall the player). Each wrap back to the
 * first segment is marked as a discontinuity, as the timestamps restart there. Segments are counted from `originMs`,
 * about the server's start: numbered from 1970 the media sequence reaches the hundreds of millions, and hls.js then spends
 * seconds of main thread per playlist (measured in Chromium), stalling playback.
 */
export function livePlaylist(nowMs: number, originMs = 0): string {
  const latest = Math.floor(Math.max(0, nowMs - originMs) / 1000 / segmentSeconds);
  const first = Math.max(0, latest - windowSize + 1);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${segmentSeconds}`, `#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segmentCount)}`];
  for (let sequence = first; sequence <= latest; sequence++) {
    if (sequence !== first && sequence % segmentCount === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segmentSeconds.toFixed(3)},`, `segments/segment-${sequence % segmentCount}.ts`);
  }
  return lines.join('\n') + '\n';
}

export function streamRoutes(app: FastifyInstance): void {
  // As if the stream had started an hour before the server: a full window from the first request, small numbers.
  const originMs = Date.now() - 3_600_000;
  app.get<{ Params: { file: string } }>('/live/hls/:file', async (request, reply) => {
    if (!/^\d{1,9}\.m3u8$/.test(request.params.file)) return sendNotFound(reply, '直播流不存在');
    return reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*').type('application/vnd.apple.mpegurl').send(livePlaylist(Date.now(), originMs));
  });
  app.get<{ Params: { file: string } }>('/live/hls/segments/:file', async (request, reply) => {
    const n = Number(/^segment-(\d)\.ts$/.exec(request.params.file)?.[1]);
    if (!(n >= 0 && n < segmentCount)) return sendNotFound(reply, '直播流不存在');
    return reply.header('Cache-Control', 'public, max-age=3600').header('Access-Control-Allow-Origin', '*').type('video/mp2t').send(segments[n]);
  });
}
