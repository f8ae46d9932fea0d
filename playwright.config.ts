import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellExecutable } from './tests/support/browser.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Files, not single tests, are spread over the workers: a file's beforeAll (its served site: a server and its
  // database) then runs once per file. With every test apart, Playwright ran it again for nearly every test.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 375, height: 667 },
    launchOptions: { executablePath: headlessShellExecutable(), args: chromiumArgs },
  },
});
