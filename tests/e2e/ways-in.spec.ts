import { fanPage, newUser, nodeChat, sendFromNode } from './chat-fans.ts';
import { anchorWithFanGroup } from './fan-groups.ts';
import { expect, test } from './site-clock.ts';
import { apiCall, serveSite, type E2eSite } from './site-server.ts';

/** Issue 37 "Ways in": the messenger from the user centre, with its unread count; an anchor's fan group from the room. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('the user centre leads to the messenger and shows its unread count, which goes once the fan reads', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const fan = await newUser(request, site, 'Nina');
  const friend = await newUser(request, site, 'Teo');
  const friendChat = await nodeChat(site, friend);
  const { page, close } = await fanPage(browser, fan);
  try {
    await sendFromNode(friendChat, fan.uid, 'Vamos?');
    await sendFromNode(friendChat, fan.uid, 'Hoje às 20h');
    await page.goto(`${site.url}/m/user-center`);
    const entry = page.getByTestId('service-messenger');
    await expect(entry).toContainText('消息');
    // The chat layer starts with the always-on notices and counts the one-to-one unread.
    await expect(entry.getByTestId('messenger-badge')).toHaveText('2', { timeout: 20_000 });
    await entry.click();
    await expect(page).toHaveURL(`${site.url}/m/c2c`);
    await page.locator(`[data-testid=conversation][data-peer="${friend.uid}"]`).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Hoje às 20h' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/m/user-center`);
    await expect(entry.getByTestId('messenger-badge')).toHaveCount(0);
  } finally {
    await friendChat.destroy();
    await close();
  }
});

test("a fan joins an anchor's fan group from the anchor's room with one tap, and finds it there after", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { anchor, groupID } = await anchorWithFanGroup(request, site, 'anchor01', '今晚 8 点开播');
  const { page, close } = await fanPage(browser, await newUser(request, site, 'Caio'));
  try {
    await page.goto(`${site.url}/m/live-detail/${String(anchor.uid)}`);
    const join = page.getByTestId('room-info').getByTestId('fan-group-join');
    await expect(join).toHaveText('加入粉丝群', { timeout: 20_000 });
    await join.click();
    await expect(page).toHaveURL(`${site.url}/m/chat-group/anchor/${groupID}`);
    await expect(page.getByTestId('group-fan-label')).toHaveText('粉丝群');
    await expect(page.getByTestId('chat-message').filter({ hasText: '今晚 8 点开播' })).toBeVisible({ timeout: 15_000 });
    await page.goBack();
    await expect(page.getByTestId('room-info').getByTestId('fan-group-open')).toHaveText('粉丝群', { timeout: 20_000 });
    // The anchor's page leads there too.
    await page.goto(`${site.url}/m/user-center/anchor/${String(anchor.uid)}`);
    await expect(page.getByTestId('anchor-head').getByTestId('fan-group-open')).toHaveAttribute('href', `/m/chat-group/anchor/${groupID}`);
  } finally {
    await close();
  }
});

test('an anchor without a fan group shows no way into one', async ({ browser, request }) => {
  const anchor = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/login', {
    account: 'anchor02',
    password: 'sideline2026',
  });
  const { page, close } = await fanPage(browser, await newUser(request, site, 'Rita'));
  try {
    await page.goto(`${site.url}/m/live-detail/${String(anchor.uid)}`);
    await expect(page.getByTestId('room-info')).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(page.getByTestId('fan-group-join')).toHaveCount(0);
    await expect(page.getByTestId('fan-group-open')).toHaveCount(0);
  } finally {
    await close();
  }
});
