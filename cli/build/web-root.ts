import { filesUnder } from './files-under.ts';
import { serverRenderDir } from './prerender.ts';

/**
 * What a site's folder holds that is not for fans: the server render (only the reference server runs it) and the
 * build report (which names every chunk and feature). A deploy's web root is the folder without them
 * (docs/deploy.md "Static sites"); the reference server does not serve them either.
 */
export const notPublished: readonly string[] = [`${serverRenderDir}/`, 'build-report.json'];

/** The files of a built site that a deploy publishes, relative to its folder, with / between folders. */
export function webRootFiles(siteDir: string): string[] {
  return filesUnder(siteDir)
    .filter((file) => !notPublished.some((left) => (left.endsWith('/') ? file.startsWith(left) : file === left)))
    .sort();
}
