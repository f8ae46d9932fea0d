import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that keep Chromium quiet on machines without network or GPU. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser to drive: Playwright's own Chromium when it is installed (users elsewhere), otherwise the system one
 * (here `npx playwright install` cannot download). Undefined means "let Playwright use its own".
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.SIDELINE_CHROMIUM) return process.env.SIDELINE_CHROMIUM;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No Playwright-managed browser registered: fall through to the system one.
  }
  const found = systemChromium.find((path) => existsSync(path));
  if (!found) throw new Error('no Chromium found: install one (Debian: apt-get install -y chromium) or set SIDELINE_CHROMIUM');
  return found;
}
