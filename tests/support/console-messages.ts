import type { Page } from '@playwright/test';

/** What Playwright itself says when a context blocks service workers: the harness's words, not the app's. */
const harnessNotice = 'Service Worker registration blocked by Playwright';

/** Console errors and warnings, and uncaught exceptions (React reports a hydration mismatch as one). */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== harnessNotice)
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(String(error)));
  return messages;
}

/** Console errors and uncaught exceptions only: a tenant must load without any. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
