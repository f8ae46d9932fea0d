import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that keep Chromium quiet on machines without network or GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's `chromium-headless-shell`: the old headless shell, the build Playwright itself runs headless tests in. */
const systemHeadlessShell = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser to drive: Playwright's own Chromium when it is installed (users elsewhere), otherwise the system one
 * (here `npx playwright install` cannot download). Undefined means "let Playwright use its own".
 */
export function chromiumExecutable(): string | undefined {
  return executable([]);
}

/**
 * The browser for the end-to-end tests and the QA matrix: a headless shell where one is installed (Playwright's own
 * picks its headless shell by itself; Debian's package otherwise), as it paints nothing to a screen and costs less CPU
 * per page than the full browser, and its pictures are the full browser's (the matrix's snapshots pass in both); the
 * full browser otherwise. The bench's page loads keep the full browser (`chromiumExecutable`): they time what a
 * phone's browser does.
 */
export function headlessShellExecutable(): string | undefined {
  return executable(systemHeadlessShell);
}

function executable(preferred: string[]): string | undefined {
  if (process.env.SIDELINE_CHROMIUM) return process.env.SIDELINE_CHROMIUM;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No Playwright-managed browser registered: fall through to the system one.
  }
  const found = [...preferred, ...systemChromium].find((path) => existsSync(path));
  if (!found) throw new Error('no Chromium found: install one (Debian: apt-get install -y chromium) or set SIDELINE_CHROMIUM');
  return found;
}
