import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Which origin the links the server answers with (API hosts, streams, uploads) name. The Host header is the client's
 * word, so it is used only when it names this machine (loopback, or the address the connection reached) or a host
 * listed in SIDELINE_ALLOWED_HOSTS; a configured public origin (SIDELINE_PUBLIC_ORIGIN, for servers behind a proxy)
 * wins over both. Otherwise a forged Host could make a shared cache serve links to someone else's server.
 */
export interface OriginPolicy {
  publicOrigin?: string;
  allowedHosts?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    originPolicy: { publicOrigin: string; allowedHosts: ReadonlySet<string> };
  }
}

/** Called once by createApp; every route (in nested plugins too) reads the policy through `originOf`. */
export function installOriginPolicy(app: FastifyInstance, policy: OriginPolicy = {}): void {
  const publicOrigin = (policy.publicOrigin ?? '').replace(/\/+$/, '');
  if (publicOrigin && !/^https?:\/\/[^/\s]+$/.test(publicOrigin))
    throw new Error(`SIDELINE_PUBLIC_ORIGIN must look like https://example.com, got "${publicOrigin}"`);
  app.decorate('originPolicy', {
    publicOrigin,
    allowedHosts: new Set((policy.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean)),
  });
}

const stripMapped = (address: string) => address.replace(/^::ffff:/, '');
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** The origin links point back to (see OriginPolicy): configured, a trusted Host, or the address the connection reached. */
export function originOf(request: FastifyRequest): string {
  const policy = request.server.originPolicy as FastifyInstance['originPolicy'] | undefined;
  if (policy?.publicOrigin) return policy.publicOrigin;
  const hostname = bare(request.hostname);
  const local = stripMapped(request.socket.localAddress ?? '');
  if (isLoopback(hostname) || hostname === local || policy?.allowedHosts.has(hostname)) return `${request.protocol}://${request.host}`;
  const address = local.includes(':') ? `[${local}]` : local || '127.0.0.1';
  return `${request.protocol}://${address}:${request.socket.localPort ?? 80}`;
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

/**
 * The language a fan reads content in: the request's `lang` when it names one the server writes, otherwise the site's
 * own (a request without `lang` reads the site as its first visit shows it).
 */
export function readerLanguage(request: FastifyRequest, siteLanguage: 'cn' | 'pt-br'): 'cn' | 'pt-br' {
  const lang = ((request.query ?? {}) as Record<string, unknown>).lang;
  return lang === 'cn' || lang === 'pt-br' ? lang : siteLanguage;
}
