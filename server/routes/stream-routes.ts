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
 * first segment is marked as a discontinuity, as the timestamps restart there.
 */
export function livePlaylist(nowMs: number): string {
  const latest = Math.floor(nowMs / 1000 / segmentSeconds);
  const first = Math.max(0, latest - windowSize + 1);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${segmentSeconds}`, `#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segmentCount)}`];
  for (let sequence = first; sequence <= latest; sequence++) {
    if (sequence !== first && sequence % segmentCount === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segmentSeconds.toFixed(3)},`, `segments/segment-${sequence % segmentCount}.ts`);
  }
  return lines.join('\n') + '\n';
}

export function streamRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/live/hls/:file', async (request, reply) => {
    if (!/^\d{1,9}\.m3u8$/.test(request.params.file)) return sendNotFound(reply, '直播流不存在');
    return reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*').type('application/vnd.apple.mpegurl').send(livePlaylist(Date.now()));
  });
  app.get<{ Params: { file: string } }>('/live/hls/segments/:file', async (request, reply) => {
    const n = Number(/^segment-(\d)\.ts$/.exec(request.params.file)?.[1]);
    if (!(n >= 0 && n < segmentCount)) return sendNotFound(reply, '直播流不存在');
    return reply.header('Cache-Control', 'public, max-age=3600').header('Access-Control-Allow-Origin', '*').type('video/mp2t').send(segments[n]);
  });
}
