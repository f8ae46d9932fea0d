import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from '../../http/envelope.ts';
import type { ServerContext } from '../../server-context.ts';
import { playableDuration } from '../../domain/content/videos/videos.ts';

const segmentSeconds = 2;
const segmentCount = 3;
const verticalDir = fileURLToPath(new URL('../../assets/hls/vertical', import.meta.url));
const verticalSegments = Array.from({ length: segmentCount }, (_, n) => readFileSync(`${verticalDir}/segment-${n}.ts`));

/**
 * A finished (VOD) playlist `durationSec` long over the sample segments at `segmentBase`: the player knows the length,
 * can seek, and reaches the end. The segments repeat; each wrap is a discontinuity, as their timestamps restart.
 */
export function vodPlaylist(durationSec: number, segmentBase: string): string {
  const count = Math.max(1, Math.ceil(durationSec / segmentSeconds));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${segmentSeconds}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (let n = 0; n < count; n++) {
    if (n > 0 && n % segmentCount === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segmentSeconds.toFixed(3)},`, `${segmentBase}/segment-${n % segmentCount}.ts`);
  }
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

/** A generated cover: a colour from the id, pitch lines and a play mark; 16:9, or 9:16 for short videos. */
export function coverSvg(kind: 'video' | 'short' | 'collection', id: number): string {
  const [width, height] = kind === 'short' ? [180, 320] : [320, 180];
  const hue = (id * 67) % 360;
  const cx = width / 2;
  const cy = height / 2;
  const stack =
    kind === 'collection'
      ? `<rect x="${width - 56}" y="0" width="56" height="${height}" fill="rgba(0,0,0,0.35)"/><path d="M${width - 38} 78h20M${width - 38} 90h20M${width - 38} 102h20" stroke="#fff" stroke-width="3"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 22%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g fill="none" stroke="rgba(255,255,255,0.18)" stroke-width="2"><rect x="10" y="10" width="${width - 20}" height="${height - 20}"/><circle cx="${cx}" cy="${cy}" r="${Math.min(width, height) / 5}"/>` +
    (kind === 'short' ? `<path d="M10 ${cy}H${width - 10}"/>` : `<path d="M${cx} 10V${height - 10}"/>`) +
    `</g>${stack}<circle cx="${cx}" cy="${cy}" r="18" fill="rgba(0,0,0,0.45)"/><path d="M${cx - 6} ${cy - 9}v18l15-9z" fill="#fff"/></svg>`
  );
}

const coverKinds = new Set(['video', 'short', 'collection']);

/** Video on demand: a playlist per recorded or short video (docs/api.md "Videos"), the vertical segments and covers. */
export function vodRoutes(app: FastifyInstance, context: ServerContext): void {
  const playlist =
    (kind: 'record' | 'short', segmentBase: string) => async (request: { params: { file: string } }, reply: FastifyReply) => {
      const id = Number(request.params.file.match(/^(\d{1,9})\.m3u8$/)?.[1]);
      const duration = id ? await playableDuration(context.db, id, kind) : undefined;
      if (duration === undefined) return sendNotFound(reply, '视频不存在');
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .header('Access-Control-Allow-Origin', '*')
        .type('application/vnd.apple.mpegurl')
        .send(vodPlaylist(duration, segmentBase));
    };
  app.get<{ Params: { file: string } }>('/vod/hls/:file', playlist('record', '/live/hls/segments'));
  app.get<{ Params: { file: string } }>('/vod/short/:file', playlist('short', '/vod/short/segments'));
  app.get<{ Params: { file: string } }>('/vod/short/segments/:file', async (request, reply) => {
    const n = Number(request.params.file.match(/^segment-(\d)\.ts$/)?.[1]);
    if (!(n >= 0 && n < segmentCount)) return sendNotFound(reply, '视频不存在');
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Access-Control-Allow-Origin', '*')
      .type('video/mp2t')
      .send(verticalSegments[n]);
  });
  app.get<{ Params: { kind: string; file: string } }>('/static/covers/:kind/:file', async (request, reply) => {
    const id = Number(request.params.file.match(/^(\d{1,6})\.svg$/)?.[1]);
    if (!coverKinds.has(request.params.kind) || !Number.isInteger(id)) return sendNotFound(reply, 'not found');
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(coverSvg(request.params.kind as 'video', id));
  });
}
