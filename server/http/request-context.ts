import type { FastifyRequest } from 'fastify';

/** The query parameters every request carries (spec 000 §7). */
export interface RequestContext {
  token: string;
  uid: string;
  spSource: number | undefined;
  /** web 0, ios 1, android 2, h5 3. */
  platform: number;
  lang: 'cn' | 'pt-br';
  channelCode: string;
}

/** The address the client reached us at: links we answer with (streams, uploads, hosts) point back there. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Reads the common query parameters; anything missing or malformed gets a neutral value, never an error. */
export function contextOf(request: FastifyRequest): RequestContext {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).slice(0, 200) : '');
  const spSource = Number(text('sp_source'));
  const platform = Number(text('platform'));
  return {
    token: text('token'),
    uid: text('uid'),
    spSource: Number.isInteger(spSource) && spSource > 0 ? spSource : undefined,
    platform: [0, 1, 2, 3].includes(platform) ? platform : 3,
    lang: text('lang') === 'pt-br' ? 'pt-br' : 'cn',
    channelCode: text('channel_code'),
  };
}
