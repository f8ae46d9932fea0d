import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellExecutable } from './tests/support/browser.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
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
