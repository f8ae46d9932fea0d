import type { APIRequestContext, Browser, Page } from '@playwright/test';
import WebSocket from 'ws';
import { create, ConversationType, ImEvent, type ChatSdk } from '../../runtime/im/index.ts';
import type { SocketLike } from '../../runtime/im/core/host.ts';
import { openContext } from './fan-context.ts';
import { expect, siteNow } from './site-clock.ts';
import { apiCall, type E2eSite } from './site-server.ts';

/** Markup that would run if the app ever rendered a user's text as HTML. */
export const hostile = '<img src=x onerror=alert(1)>';

/**
 * Registers a fan with `nick` through the real API; answers the user info (uid, token, txim_sign ...). Its welcome
 * benefits are marked seen, so the new-benefit modal never covers what a test taps (it may show late, over a dialog).
 */
export async function newUser(request: APIRequestContext, site: E2eSite, nick: string): Promise<Record<string, unknown>> {
  const account = `chat${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const user = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/regist', {
    account,
    password: 'goal2026',
    nick_name: nick,
  });
  const signedIn = `?token=${String(user.token)}&sp_source=9&platform=3`;
  const { list } = await apiCall<{ list: { id: number }[] }>(request, site, `/api/user/getNewBenefits${signedIn}`);
  await apiCall(request, site, `/api/user/readBenefits${signedIn}`, { ids: list.map((benefit) => benefit.id) });
  return user;
}

/** A signed-in fan's page of the site `code` (qutu unless said) at the run's clock; any dialog the page opens (an alert that ran) is recorded for the test. */
export async function fanPage(
  browser: Browser,
  user: Record<string, unknown>,
  code = 'qutu',
): Promise<{ page: Page; close(): Promise<void>; dialogs: string[] }> {
  const context = await openContext(browser, user, code);
  const page = await context.newPage();
  // A new account gets the new-benefit modal once: it is closed whenever it shows.
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.clock.install({ time: siteNow() });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs, close: () => context.close() };
}

/** No markup a user wrote ran on any of the pages: no dialog opened and window.f was never called. */
export async function expectNothingRan(fans: { page: Page; dialogs: string[] }[]): Promise<void> {
  for (const { page, dialogs } of fans) {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }
}

/** The chat SDK logged in as `user` from Node, over the real gateway of the site `code` (qutu unless said): for seeding quickly. */
export async function nodeChat(site: E2eSite, user: Record<string, unknown>, code = 'qutu'): Promise<ChatSdk> {
  const [{ sdkAppId }] = await site.query<{ sdkAppId: string }>(`select config->>'im_sdkappid' as "sdkAppId" from sites where code = $1`, [
    code,
  ]);
  const sdk = create({ SDKAppID: Number(sdkAppId), server: site.url, createSocket: (url) => new WebSocket(url) as unknown as SocketLike });
  const ready = new Promise<void>((resolve) => sdk.on(ImEvent.SDK_READY, () => resolve()));
  await sdk.login({ userID: String(user.uid), userSig: String(user.txim_sign) });
  await ready;
  return sdk;
}

/** Sends `text` from `sdk` to `to` and waits for the server to have it. */
export async function sendFromNode(sdk: ChatSdk, to: unknown, text: string): Promise<void> {
  await sdk.sendMessage(sdk.createTextMessage({ to: String(to), conversationType: ConversationType.C2C, payload: { text } }));
}
