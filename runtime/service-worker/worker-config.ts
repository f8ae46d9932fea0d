/**
 * What the builder tells a site's service worker (cli/build/service-worker.ts writes it into the worker's code as
 * JSON): nothing in the worker is guessed at run time.
 */
export interface WorkerConfig {
  /** The build's version: a hash of the shell's files, so a new build is a new worker and a new cache. */
  version: string;
  /** URLs of the app shell: the landing routes' pages, the entry's and landing routes' chunks, the manifest, icons. */
  shell: string[];
  /** Page paths whose HTML the worker keeps, each answering offline for itself (the others get `fallbackPage`). */
  pages: string[];
  /** The page that answers any other path offline: the app's page, whose router draws the route. */
  fallbackPage: string;
  /** API paths whose last answers are kept for offline use: the landing reads (the score list's day). */
  reads: string[];
  /** Id of the script that carries the answers the reference server put into a page (core/http/served-answer.ts). */
  servedAnswersId: string;
}

/** The placeholder the builder replaces with the JSON of a {@link WorkerConfig}. */
export const workerConfigPlaceholder = '__SIDELINE_WORKER_CONFIG__';
