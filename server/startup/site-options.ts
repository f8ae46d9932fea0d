import type { ResolvedManifest } from '../../schema/index.ts';
import type { ServerOptions } from './server-options.ts';

/**
 * What a site's manifest decides of the server that serves it: its chat app id and the language its demo content and
 * robots write in (the site's default language). `serve` starts a site with it, and the matrix's and the e2e's servers
 * too, so that a test sees a site as production serves it.
 */
export function siteServerOptions(code: string, manifest: ResolvedManifest): Pick<ServerOptions, 'site' | 'imSdkAppId' | 'language'> {
  return { site: code, imSdkAppId: manifest.im.sdkAppId, language: manifest.locales.default };
}
