import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { create, ConversationType, ImEvent, type ChatSdk } from '../../runtime/im/index.ts';
import type { SocketLike } from '../../runtime/im/core/host.ts';
import { prepareServer, type RunningServer } from '../../server/start.ts';
import { runSeededDatabases } from '../support/seeded-databases.ts';
import { projectRoot } from '../support/project-root.ts';
import { newUser } from './chat-fans.ts';
import { expect, runStart, siteNow, test } from './site-clock.ts';
import type { E2eSite } from './site-server.ts';

/**
 * The fixed menu's chat entry and its badge (spec 000 §3 c2cUnreadCount). No site's manifest puts chat in its menu
 * today, though the schema lets one (menuFeature); this test makes such a manifest, builds it as an operator would and
 * serves it, so the badge is seen where a fan would see it.
 */
const code = 'qutuchat';
let folder: string;
let server: RunningServer;
let site: E2eSite;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folder = mkdtempSync(join(tmpdir(), 'sideline-menu-badge-'));
  cpSync(join(projectRoot, 'tenants'), join(folder, 'tenants'), { recursive: true });
  const manifest = { extends: 'qutu', brand: 'qutu', menu: ['headline', 'live', 'score', 'chat', 'user-center'] };
  writeFileSync(join(folder, 'tenants/qutu', `${code}.json`), JSON.stringify(manifest, null, 2));
  execFileSync(
    process.execPath,
    [join(projectRoot, 'bin/sideline.js'), 'build-tenant', code, '--root', folder, '--dist', join(folder, 'dist')],
    { cwd: projectRoot, stdio: 'ignore' },
  );
  server = await prepareServer({
    site: code,
    siteDir: join(folder, 'dist', code),
    seed: 1,
    adminToken: 'e2e-admin',
    startAt: siteNow().toISOString(),
    seedAt: runStart().toISOString(),
    kickoffNotices: false,
    seededDatabases: runSeededDatabases(),
  });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  site = { url, adminToken: 'e2e-admin', query: (sql, params) => server.db.query(sql, params), close: () => server.close() };
});
test.afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A fan's chat SDK from Node over the site's gateway, to write to the fan in the browser. */
async function chatAs(user: Record<string, unknown>): Promise<ChatSdk> {
  const [{ sdkAppId }] = await site.query<{ sdkAppId: string }>(
    'select config->>\'im_sdkappid\' as "sdkAppId" from sites where code = $1',
    [code],
  );
  const sdk = create({ SDKAppID: Number(sdkAppId), server: site.url, createSocket: (url) => new WebSocket(url) as unknown as SocketLike });
  const ready = new Promise<void>((resolve) => sdk.on(ImEvent.SDK_READY, () => resolve()));
  await sdk.login({ userID: String(user.uid), userSig: String(user.txim_sign) });
  await ready;
  return sdk;
}

const say = (sdk: ChatSdk, to: unknown, text: string) =>
  sdk.sendMessage(sdk.createTextMessage({ to: String(to), conversationType: ConversationType.C2C, payload: { text } }));

test("the menu's chat entry adds up the unread of two conversations, live, and drops what the fan reads", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [ana, cai, bia] = [await newUser(request, site, 'Ana'), await newUser(request, site, 'Cai'), await newUser(request, site, 'Bia')];
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, session]) =>
      localStorage.setItem(key, JSON.stringify({ state: { user: session, guest: null, backurl: '', videoWatchedSec: 0 }, version: 0 })),
    [`sideline-${code}-session`, bia] as const,
  );
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByTestId('benefit-modal'), () => page.getByTestId('benefit-close').click());
  await page.clock.install({ time: siteNow() });
  const [anaChat, caiChat] = [await chatAs(ana), await chatAs(cai)];
  try {
    await page.goto(`${site.url}/m/score`);
    const chatEntry = page.getByTestId('bottom-menu').getByTestId('menu-c2c');
    await expect(chatEntry).toContainText('消息');
    await expect(chatEntry.getByTestId('menu-badge')).toHaveCount(0);

    // Two messages from Ana and three from Cai arrive while Bia is on the scores: the badge counts all five.
    await say(anaChat, bia.uid, 'oi');
    await say(anaChat, bia.uid, 'vai ver o jogo?');
    await expect(chatEntry.getByTestId('menu-badge')).toHaveText('2', { timeout: 15_000 });
    for (const text of ['1', '2', '3']) await say(caiChat, bia.uid, text);
    await expect(chatEntry.getByTestId('menu-badge')).toHaveText('5');

    // The entry opens the list (a menu page: the badge stays); reading Ana's conversation leaves Cai's three.
    await chatEntry.click();
    await expect(page).toHaveURL(/\/m\/c2c$/);
    await expect(chatEntry.getByTestId('menu-badge')).toHaveText('5');
    await page.locator(`[data-testid=conversation][data-peer="${ana.uid}"]`).click();
    await expect(page.getByTestId('chat-bubble').filter({ hasText: 'vai ver o jogo?' })).toBeVisible();
    await page.goBack();
    await expect(chatEntry.getByTestId('menu-badge')).toHaveText('3');
    await expect(page.locator(`[data-testid=conversation][data-peer="${cai.uid}"]`).getByTestId('conversation-unread')).toHaveText('3');
  } finally {
    await anaChat.destroy();
    await caiChat.destroy();
    await context.close();
  }
});
