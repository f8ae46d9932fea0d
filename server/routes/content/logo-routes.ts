import { sendNotFound } from '../../http/envelope.ts';
import type { FastifyInstance } from 'fastify';

const kinds = new Set(['league', 'team', 'country']);

/** A simple crest: a shield in a colour derived from the id, with the id's initials. Generated, never downloaded. */
export function crestSvg(kind: string, id: number): string {
  const hue = (id * 47) % 360;
  const shape =
    kind === 'league'
      ? '<rect x="6" y="6" width="52" height="52" rx="12"'
      : kind === 'country'
        ? '<rect x="4" y="14" width="56" height="36" rx="4"'
        : '<path d="M32 4 58 14v18c0 14-11 24-26 28C17 56 6 46 6 32V14z"';
  const label = String(id % 100).padStart(2, '0');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${shape} fill="hsl(${hue} 60% 45%)"/><text x="32" y="40" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

export function logoRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>('/static/logos/:kind/:file', async (request, reply) => {
    const id = Number(request.params.file.match(/^(\d{1,6})\.svg$/)?.[1]);
    if (!kinds.has(request.params.kind) || !Number.isInteger(id)) return sendNotFound(reply, 'not found');
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(crestSvg(request.params.kind, id));
  });
}
