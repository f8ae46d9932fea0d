import type { Route } from '@playwright/test';
import { newUser, nodeChat, sendFromNode } from './chat-fans.ts';
import { openContext } from './fan-context.ts';
import { expect, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/**
 * Issue 37 "One overlay at a time" (docs/runtime-rules.md): a pop-up the fan did not ask for never opens over a chat
 * room or the messenger; it waits until the fan leaves them.
 */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('a benefit granted during a chat waits until the fan has left the chat and the messenger', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const fan = await newUser(request, site, 'Lia');
  const friend = await newUser(request, site, 'Rui');
  const friendChat = await nodeChat(site, friend);
  await sendFromNode(friendChat, fan.uid, 'Bora ver o jogo?');
  const context = await openContext(browser, fan);
  const page = await context.newPage();
  // The app asks for new benefits once the page has started; the question is held until the grant is made, so the
  // answer is the one a fan in the middle of a chat would get.
  let release: () => void = () => undefined;
  const granted = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/getNewBenefits*', async (route: Route) => {
    await granted;
    await route.continue();
  });
  try {
    await page.goto(`${site.url}/m/user-center`);
    await page.getByTestId('service-messenger').click();
    await expect(page).toHaveURL(`${site.url}/m/c2c`);
    await page.locator(`[data-testid=conversation][data-peer="${friend.uid}"]`).click();
    await expect(page).toHaveURL(`${site.url}/m/c2c-chatroom/${friend.uid}`);
    const composer = page.getByRole('textbox', { name: '输入消息' });
    await composer.fill('Bora!');

    await adminCall(request, site, 'post', '/admin/benefit/grant', {
      user_id: fan.id,
      type: 7,
      amount: 88,
      name_zh: '开赛红包',
      name_pt: 'Envelope da estreia',
      days: 0,
      valid_days: 30,
    });
    const answered = page.waitForResponse((r) => r.url().includes('/api/user/getNewBenefits'));
    release();
    const answer = await (await answered).json();
    expect(answer.data.list.map((benefit: { name: string }) => benefit.name)).toContain('开赛红包');
    // In the room, composing: the modal waits.
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('benefit-modal')).toHaveCount(0);
    await expect(composer).toHaveValue('Bora!');

    // Back in the messenger: still waiting.
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/m/c2c`);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('benefit-modal')).toHaveCount(0);

    // Out of the messenger, the modal shows, with the benefit granted during the chat.
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/m/user-center`);
    await expect(page.getByTestId('benefit-modal')).toContainText('开赛红包');
  } finally {
    await friendChat.destroy();
    await context.close();
  }
});

test('the login dialog a fan asks for opens in a chat room', async ({ browser, request }) => {
  const friend = await newUser(request, site, 'Ana');
  const context = await openContext(browser);
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/m/c2c-chatroom/${friend.uid}`);
    await page.getByTestId('chat-login').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('您还未登录');
  } finally {
    await context.close();
  }
});
