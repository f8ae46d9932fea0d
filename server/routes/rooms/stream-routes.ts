import { sendNotFound } from '../../http/envelope.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const segmentDir = fileURLToPath(new URL('../../assets/hls', import.meta.url));
const segmentSeconds = 2;
const segmentCount = 3;
const segments = Array.from({ length: segmentCount }, (_, n) => readFileSync(`${segmentDir}/segment-${n}.ts`));
/** The three sample segments back to back: one 6-second MPEG-TS file, their timestamps run on across the joins. */
const loop = Buffer.concat(segments);
const loopSeconds = segmentSeconds * segmentCount;
/** Loops listed: 24 s, above the three target durations (18 s) a live playlist must keep (RFC 8216 §6.2.2). */
const windowSize = 4;

/**
 * A live HLS playlist that never ends: a sliding window of the whole sample loop, advancing with real time (also
 * under a fixed --clock: the video is not data, and a frozen playlist would stall the player). Each segment is one
 * loop, so each is marked as a discontinuity, as the timestamps restart there. Segments are counted from `originMs`,
 * about the server's start: numbered from 1970 the media sequence reaches the hundreds of millions, and hls.js then
 * spends seconds of main thread per playlist (measured in Chromium), stalling playback.
 *
 * Segments are 6 s, not the 2 s of the sample files: Chromium's native HLS starts three segments from the live edge
 * and, while it holds less than 10 s ahead, reloads the playlist with no pause at all. With three 2 s segments it
 * could never get there and asked for the playlist about 70 times a second (docs/decisions.md, "Live playlist").
 */
export function livePlaylist(nowMs: number, originMs = 0): string {
  const latest = Math.floor(Math.max(0, nowMs - originMs) / 1000 / loopSeconds);
  const first = Math.max(0, latest - windowSize + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${loopSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first}`,
  ];
  for (let sequence = first; sequence <= latest; sequence++) {
    if (sequence !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${loopSeconds.toFixed(3)},`, 'segments/loop.ts');
  }
  return lines.join('\n') + '\n';
}

/** The live rooms' sample stream: the playlist of every room and the segments it lists. */
export function streamRoutes(app: FastifyInstance): void {
  // As if the stream had started an hour before the server: a full window from the first request, small numbers.
  const originMs = Date.now() - 3_600_000;
  app.get<{ Params: { file: string } }>('/live/hls/:file', async (request, reply) => {
    if (!/^\d{1,9}\.m3u8$/.test(request.params.file)) return sendNotFound(reply, '直播流不存在');
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .type('application/vnd.apple.mpegurl')
      .send(livePlaylist(Date.now(), originMs));
  });
  app.get<{ Params: { file: string } }>('/live/hls/segments/:file', async (request, reply) => {
    // segment-N.ts: the single files, which recorded videos (vod-routes.ts) still list; loop.ts: the live segment.
    const n = Number(request.params.file.match(/^segment-(\d)\.ts$/)?.[1]);
    const body = request.params.file === 'loop.ts' ? loop : n >= 0 && n < segmentCount ? segments[n] : undefined;
    if (!body) return sendNotFound(reply, '直播流不存在');
    return reply.header('Cache-Control', 'public, max-age=3600').header('Access-Control-Allow-Origin', '*').type('video/mp2t').send(body);
  });
}
