import { fileURLToPath } from 'node:url';

/** The project folder (no trailing slash), for tests of every kind: vitest, Playwright and its reporters. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
