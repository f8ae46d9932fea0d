import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellExecutable } from '../support/browser.ts';
import { matrixCodes, resultsDir, snapshotsDir } from './matrix-plan.ts';

/** The QA matrix: one project per tenant; run it with `npx sideline test-matrix` (docs/qa-matrix.md). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: `${resultsDir}/output`,
  snapshotPathTemplate: `${snapshotsDir}/{projectName}/{arg}{ext}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./gallery-reporter.ts']],
  expect: {
    // Pixels, not layout: a changed colour or glyph is a change. Antialiasing noise stays under this.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 },
  },
  use: {
    browserName: 'chromium',
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The headless shell paints the same pixels as the full browser (every @ci snapshot taken with the full browser
    // passes in it) for less CPU per page; Playwright's own Chromium runs headless in its shell anyway.
    launchOptions: { executablePath: headlessShellExecutable(), args: chromiumArgs },
  },
  // Each tenant's tests live under "[code]"; its project runs only those.
  projects: matrixCodes().map((code) => ({ name: code, grep: new RegExp(`\\[${code}\\]`) })),
});
