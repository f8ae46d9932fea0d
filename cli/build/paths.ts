import { fileURLToPath } from 'node:url';

const packageFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Folders of the installed sideline package (the runtime and templates ship with it). */
export const packagePaths = {
  root: packageFile(''),
  runtime: packageFile('runtime'),
  console: packageFile('console'),
  template: packageFile('templates/index.html'),
};
