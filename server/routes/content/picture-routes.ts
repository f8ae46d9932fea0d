import { sendNotFound } from '../../http/envelope.ts';
import type { FastifyInstance } from 'fastify';

/** Width and height per kind: goods are square, news and activity covers are 16:9 banners, the house ads (domain/site/ads.ts) a 3:4 pop-up and a square card. */
const sizes: Record<string, [number, number]> = {
  goods: [240, 240],
  news: [320, 180],
  activity: [320, 180],
  'ad-popup': [300, 400],
  'ad-card': [160, 160],
};

/** A crown over "VIP", the house ads' emblem (they offer VIP, which removes them). */
function vipEmblem(w: number, h: number): string {
  const s = w / 240;
  const x = (n: number) => w / 2 + n * s;
  const y = (n: number) => h / 2 + n * s;
  return `<path d="M${x(-60)} ${y(-10)}L${x(-70)} ${y(-70)}L${x(-30)} ${y(-40)}L${x(0)} ${y(-85)}L${x(30)} ${y(-40)}L${x(70)} ${y(-70)}L${x(60)} ${y(-10)}Z" fill="#ffd46b"/><text x="${w / 2}" y="${y(60)}" font-family="Arial, sans-serif" font-weight="700" font-size="${64 * s}" fill="#ffd46b" text-anchor="middle">VIP</text>`;
}

/** A generated picture (never downloaded): a two-tone gradient in colours derived from the id, with a simple emblem. */
export function pictureSvg(kind: string, id: number): string {
  const [w, h] = sizes[kind];
  if (kind.startsWith('ad-')) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2140"/><stop offset="1" stop-color="#120d1c"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${vipEmblem(w, h)}</svg>`;
  }
  const hue = (id * 67 + (kind === 'goods' ? 0 : kind === 'news' ? 120 : 240)) % 360;
  const emblem =
    kind === 'goods'
      ? `<rect x="${w / 2 - 50}" y="${h / 2 - 35}" width="100" height="80" rx="10" fill="#fff" opacity=".85"/><path d="M${w / 2 - 25} ${h / 2 - 35}a25 22 0 0 1 50 0" stroke="#fff" stroke-width="8" fill="none"/>`
      : `<circle cx="${w / 2}" cy="${h / 2}" r="${h / 4}" fill="none" stroke="#fff" stroke-width="8" opacity=".85"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 12}" fill="#fff" opacity=".85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 50%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 35%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${emblem}</svg>`;
}

/** GET /static/pictures/{goods|news|activity|ad-popup|ad-card}/{id}.svg: pictures of the shop, news, activities and house ads. */
export function pictureRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>('/static/pictures/:kind/:file', async (request, reply) => {
    // Ten digits: operators' news take ids from 1,000,000,000 (066_news_versions.sql).
    const id = Number(request.params.file.match(/^(\d{1,10})\.svg$/)?.[1]);
    if (!Object.hasOwn(sizes, request.params.kind) || !Number.isInteger(id)) return sendNotFound(reply, 'not found');
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(pictureSvg(request.params.kind, id));
  });
}
