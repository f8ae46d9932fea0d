import { createECDH, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { logInThroughForm } from './fan-context.ts';
import { expect, test } from './site-clock.ts';
import { apiCall, e2eDist, serveSite, type E2eSite } from './site-server.ts';

/**
 * The fan's Web Push opt-in in the settings (docs/push.md "Opting in"). Headless Chromium reaches no push service, so
 * the page's PushManager alone is replaced: its subscribe answers a subscription with a local endpoint and a real
 * P-256 key pair made here, which the server checks and stores. The site's own service worker (/m/sw.js) is the one
 * subscribed with.
 */
let site: E2eSite;
const shots = join(e2eDist, '..', 'push-optin');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(async () => {
  await site.close();
});

/** A device's keys as a browser makes them: an uncompressed P-256 public key and a 16-byte secret, base64url. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Replaces PushManager's subscribe (and what it holds) in every page; counts the permission prompts asked.
 * `permission`: `granted` allowed before; `default` never asked, and the fan allows at the prompt; else refused.
 */
async function stubPushService(context: BrowserContext, endpoint: string, permission?: 'granted' | 'default') {
  await context.addInitScript(
    ({ endpoint, keys, permission }) => {
      // Chromium's headless shell reports Notification.permission as denied even where the context grants it.
      let answer = permission;
      if (answer) Object.defineProperty(Notification, 'permission', { get: () => answer });
      const counted = window as unknown as { permissionAsked: number };
      counted.permissionAsked = 0;
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        counted.permissionAsked += 1;
        if (answer !== 'default') return ask();
        answer = 'granted';
        return Promise.resolve(answer);
      };
      // What the device holds survives a reload, as a browser's subscription does.
      let held: PushSubscription | null = null;
      const made = (key: BufferSource | string | null | undefined) =>
        ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: key, userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            sessionStorage.removeItem('push-test-held');
            held = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async (options) => {
        sessionStorage.setItem('push-test-held', '1');
        return (held = made(options?.applicationServerKey));
      };
      PushManager.prototype.getSubscription = async () => {
        if (!held && sessionStorage.getItem('push-test-held')) held = made(null);
        return held;
      };
    },
    { endpoint, keys: deviceKeys(), permission },
  );
}

async function newFan(page: Page, request: APIRequestContext) {
  const account = `push${Date.now().toString(36)}`;
  const fan = await apiCall<{ token: string }>(request, site, '/webapi/user/regist?platform=3&sp_source=9', {
    account,
    password: 'goal2026',
  });
  await logInThroughForm(page, site.url, account);
  return fan;
}

async function storedTopics(request: APIRequestContext, token: string, endpoint: string) {
  const body = await (await request.post(`${site.url}/api/push/subscription?token=${token}`, { data: { endpoint } })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return (body.data as { topics: string[] | null }).topics;
}

async function siteWorkerReady(page: Page) {
  await page.evaluate(async () => {
    // The app registers the site's worker once the page has loaded and the browser is idle.
    await navigator.serviceWorker.ready;
  });
}

/** A new fan's settings at 375x667 DPR 2, once the site's worker controls them; `granted`: notifications allowed. */
async function openSetting(browser: Browser, request: APIRequestContext, granted: boolean) {
  const permissions = granted ? ['notifications'] : [];
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, permissions });
  // A push service's address as production accepts it (docs/push.md); `.invalid` never resolves, so nothing leaves.
  const endpoint = `https://push.example.invalid/push/${granted ? 'granted' : 'refused'}-${Date.now()}`;
  await stubPushService(context, endpoint, granted ? 'granted' : undefined);
  const page = await context.newPage();
  const fan = await newFan(page, request);
  await page.goto(`${site.url}/m/user-center/setting`);
  await siteWorkerReady(page);
  await page.reload();
  return { context, page, fan, endpoint };
}

test('a fan opts in from the settings after a tap, chooses topics, and opts out', async ({ browser, request }) => {
  const { context, page, fan, endpoint } = await openSetting(browser, request, true);
  await expect(page.getByTestId('push-value')).toContainText('未开启');
  // Nothing is offered or asked before the fan's tap.
  await expect(page.getByTestId('push-panel')).toHaveCount(0);
  await page.getByTestId('push-row').click();
  await page.getByLabel('半场').uncheck();
  await page.screenshot({ path: join(shots, 'setting-zh.png') });
  await page.getByTestId('push-on').click();
  await expect(page.getByTestId('toast')).toHaveText('比赛提醒已开启');
  await expect(page.getByTestId('push-value')).toContainText('已开启');
  expect(await storedTopics(request, fan.token, endpoint)).toEqual(['kickoff', 'goal', 'red_card', 'full_time', 'anchor_live']);

  // The row reads the state back after a reload; the fan changes the topics, then opts out.
  await page.reload();
  await expect(page.getByTestId('push-value')).toContainText('已开启');
  await page.getByTestId('push-row').click();
  await expect(page.getByLabel('半场')).not.toBeChecked();
  await page.getByLabel('红牌').uncheck();
  await page.getByTestId('push-on').click();
  await expect.poll(() => storedTopics(request, fan.token, endpoint)).toEqual(['kickoff', 'goal', 'full_time', 'anchor_live']);
  await page.getByTestId('push-off').click();
  await expect(page.getByTestId('push-value')).toContainText('未开启');
  expect(await storedTopics(request, fan.token, endpoint)).toBeNull();

  // In Portuguese.
  await page.getByTestId('lang-pt-br').click();
  await expect(page.getByTestId('push-row')).toContainText('Notificações');
  await expect(page.getByTestId('push-on')).toHaveText('Ativar notificações');
  await page.screenshot({ path: join(shots, 'setting-pt-br.png') });
  await context.close();
});

test('with notifications refused the opt-in says so, offers no switch and stores nothing', async ({ browser, request }) => {
  const { context, page, fan, endpoint } = await openSetting(browser, request, false);
  // The context grants no permission: the browser answers notifications as refused, and the row says so on load.
  await expect(page.getByTestId('push-value')).toContainText('已拒绝');
  await expect(page.getByTestId('push-panel')).toHaveCount(0);
  await page.getByTestId('push-row').click();
  await expect(page.getByTestId('push-reason')).toHaveText('你已拒绝本站发送通知。请在浏览器的网站设置中允许通知后再开启。');
  await expect(page.getByTestId('push-on')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);
  expect(await storedTopics(request, fan.token, endpoint)).toBeNull();
  await page.screenshot({ path: join(shots, 'denied-zh.png') });
  await page.getByTestId('lang-pt-br').click();
  await expect(page.getByTestId('push-reason')).toContainText('Você bloqueou as notificações deste site');
  await page.screenshot({ path: join(shots, 'denied-pt-br.png') });
  await context.close();
});

/** A new fan on the score list at 375x667 DPR 2 in `lang`, the site's worker in control, never asked for notifications. */
async function openScore(browser: Browser, request: APIRequestContext, lang: 'cn' | 'pt-br') {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, permissions: ['notifications'] });
  const endpoint = `https://push.example.invalid/push/offer-${lang}-${Date.now()}`;
  await stubPushService(context, endpoint, 'default');
  const page = await context.newPage();
  const fan = await newFan(page, request);
  // The login form is read in Chinese (fan-context.ts); the fan's language applies from the next page on.
  await context.addInitScript((lang) => localStorage.setItem('sideline-qutu-app', JSON.stringify({ state: { lang }, version: 0 })), lang);
  await page.goto(`${site.url}/m/score`);
  await siteWorkerReady(page);
  await page.reload();
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  return { context, page, fan, endpoint };
}

/** Taps the star of the score list's row `index` and waits until the server's follow shows. */
async function follow(page: Page, index: number) {
  const star = page.getByTestId('match-row').nth(index).locator('button[aria-pressed]');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
}

const asked = (page: Page) => page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked);

test('after a follow the match alerts are offered once; a tap on the offer opts in', async ({ browser, request }) => {
  const { context, page, fan, endpoint } = await openScore(browser, request, 'cn');
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await follow(page, 0);
  const offer = page.getByTestId('confirm-dialog');
  await expect(offer).toContainText('开启比赛提醒？');
  await expect(offer).toContainText('关注的比赛开赛、进球、红牌、半场和完场时');
  // The offer is the fan's to take: nothing asked of the browser, nothing stored, before the tap.
  expect(await asked(page)).toBe(0);
  expect(await storedTopics(request, fan.token, endpoint)).toBeNull();
  await page.screenshot({ path: join(shots, 'offer-zh.png') });
  await offer.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('toast')).toHaveText('比赛提醒已开启');
  expect(await asked(page)).toBe(1);
  expect(await storedTopics(request, fan.token, endpoint)).toEqual(['kickoff', 'goal', 'red_card', 'half_time', 'full_time']);

  // The next follow, after a reload, offers nothing: the device has chosen.
  await page.reload();
  await follow(page, 1);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  expect(await asked(page)).toBe(0);
  await context.close();
});

test('declined in Portuguese, the offer does not come back and nothing is subscribed', async ({ browser, request }) => {
  const { context, page, fan, endpoint } = await openScore(browser, request, 'pt-br');
  await follow(page, 0);
  const offer = page.getByTestId('confirm-dialog');
  await expect(offer).toContainText('Ativar alertas dos jogos?');
  await expect(offer.getByTestId('dialog-confirm')).toHaveText('Ativar alertas');
  await page.screenshot({ path: join(shots, 'offer-pt-br.png') });
  await offer.getByTestId('dialog-cancel').click();
  await expect(offer).toHaveCount(0);
  await follow(page, 1);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  expect(await asked(page)).toBe(0);
  expect(await storedTopics(request, fan.token, endpoint)).toBeNull();
  await context.close();
});
