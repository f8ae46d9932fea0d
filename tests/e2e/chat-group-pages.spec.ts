import type { Page } from '@playwright/test';
import { expectNothingRan, fanPage, hostile, newUser, nodeChat } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** The group pages (/chat-group-info, /chat-group-member, /chat-group-announcements) between two fans, on the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** Answers the confirm dialog that an action opened, after checking it names what is about to happen. */
async function confirm(page: Page, question: string): Promise<void> {
  await expect(page.getByTestId('confirm-dialog')).toContainText(question);
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
}

test('an owner mutes a member for 10 minutes, makes her admin and hands her the group; hostile group texts stay text', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  // Ana creates the group with Bia in it through the chat SDK, as the app's group creation will.
  const anaChat = await nodeChat(site, ana);
  let groupID = '';
  try {
    const created = await anaChat.createGroup({
      type: 'Public',
      name: hostile,
      introduction: hostile,
      notification: hostile,
      memberList: [{ userID: String(bia.uid) }],
    });
    groupID = created.data.group.groupID;
  } finally {
    await anaChat.destroy();
  }
  const gid = encodeURIComponent(groupID);
  const first = await fanPage(browser, ana);
  const second = await fanPage(browser, bia);
  try {
    const anaPage = first.page;
    await anaPage.goto(`${site.url}/m/chat-group-info/${gid}`);
    // Every text Bia or Ana wrote shows as written, and nothing in it runs.
    await expect(anaPage.getByTestId('group-name')).toHaveText(hostile, { timeout: 15_000 });
    await expect(anaPage.getByTestId('group-setting-introduction')).toHaveText(hostile);
    await expect(anaPage.getByTestId('group-setting-notification')).toHaveText(hostile);
    await expect(anaPage.getByTestId('group-count')).toHaveText('2 人');
    await expect(anaPage.locator(`[data-testid=group-member][data-user="${ana.uid}"]`)).toContainText('群主');
    await expect(anaPage.getByTestId('group-dismiss')).toBeVisible();

    // Bia's page in the grid: a plain member, whom the owner may mute, make admin, remove or hand the group to.
    await anaPage.locator(`[data-testid=group-member][data-user="${bia.uid}"]`).click();
    await expect(anaPage).toHaveURL(new RegExp(`/m/chat-group-member/${bia.uid}/`));
    await expect(anaPage.getByTestId('member-name')).toHaveText('Bia');
    await expect(anaPage.getByTestId('member-role')).toHaveText('成员');
    await expect(anaPage.getByTestId('member-muted')).toHaveCount(0);

    await anaPage.getByTestId('member-mute').click();
    await anaPage.getByTestId('mute-600').click();
    await confirm(anaPage, '禁言 Bia 10 分钟？');
    await expect(anaPage.getByTestId('member-muted')).toContainText('禁言至');
    // Muted, she can be let go again from the same sheet.
    await anaPage.getByTestId('member-mute').click();
    await expect(anaPage.getByTestId('mute-0')).toHaveText('解除禁言');
    await anaPage.getByTestId('chat-sheet-cancel').click();

    await anaPage.getByTestId('member-setAdmin').click();
    await confirm(anaPage, '将 Bia 设为管理员？');
    await expect(anaPage.getByTestId('member-role')).toHaveText('管理员');
    await expect(anaPage.getByTestId('member-removeAdmin')).toBeVisible();

    await anaPage.getByTestId('member-transfer').click();
    await confirm(anaPage, '将群主转让给 Bia？');
    await expect(anaPage.getByTestId('member-role')).toHaveText('群主');
    // Ana is a plain member now: nothing to do to the owner but chat and look.
    await expect(anaPage.getByTestId('member-actions').getByRole('button')).toHaveCount(0);
    await expect(anaPage.getByTestId('member-chat')).toBeVisible();

    // Bia's info page shows her as the owner, with the owner's way out and the settings she may change.
    const biaPage = second.page;
    await biaPage.goto(`${site.url}/m/chat-group-info/${gid}`);
    await expect(biaPage.locator(`[data-testid=group-member][data-user="${bia.uid}"]`)).toContainText('群主', { timeout: 15_000 });
    await expect(biaPage.locator(`[data-testid=group-member][data-user="${ana.uid}"]`)).not.toContainText('群主');
    await expect(biaPage.getByTestId('group-dismiss')).toBeVisible();
    await expect(biaPage.getByTestId('group-edit-name')).toBeVisible();
    await expect(biaPage.getByTestId('group-name')).toHaveText(hostile);

    // She publishes a notification, then another: the first moves to the history, with who set it and when.
    await biaPage.getByTestId('group-announcements').click();
    await expect(biaPage.getByTestId('notice-text')).toHaveText(hostile);
    await biaPage.getByTestId('notice-publish').click();
    await biaPage.getByTestId('notice-form').getByRole('textbox').fill('周六 20:00 一起看决赛');
    await biaPage.getByTestId('notice-form-submit').click();
    await expect(biaPage.getByTestId('notice-text')).toHaveText('周六 20:00 一起看决赛');
    await expect(biaPage.getByTestId('notice-byline')).toContainText('Bia 发布于');
    await biaPage.getByTestId('notice-publish').click();
    await biaPage.getByTestId('notice-form').getByRole('textbox').fill('改到周日 20:00');
    await biaPage.getByTestId('notice-form-submit').click();
    await expect(biaPage.getByTestId('notice-text')).toHaveText('改到周日 20:00');
    await expect(biaPage.getByTestId('notice-earlier')).toHaveCount(1);
    await expect(biaPage.getByTestId('notice-earlier')).toContainText('周六 20:00 一起看决赛');
    await expect(biaPage.getByTestId('notice-earlier')).toContainText('Bia 发布于');
    // Ana's info page shows the newest one, and she, a plain member now, may only leave.
    await anaPage.goto(`${site.url}/m/chat-group-info/${gid}`);
    await expect(anaPage.getByTestId('group-setting-notification')).toHaveText('改到周日 20:00');
    await expect(anaPage.getByTestId('group-quit')).toBeVisible();
    await expect(anaPage.getByTestId('group-edit-name')).toHaveCount(0);

    await expectNothingRan([first, second]);
  } finally {
    await first.close();
    await second.close();
  }
});

test('a group that does not exist says so, and a guest is asked to log in', async ({ browser, request, page }) => {
  const fan = await fanPage(browser, await newUser(request, site, 'Caio'));
  try {
    await fan.page.goto(`${site.url}/m/chat-group-info/${encodeURIComponent('@TGS#nothing000')}`);
    await expect(fan.page.getByTestId('group-not-found')).toBeVisible({ timeout: 15_000 });
  } finally {
    await fan.close();
  }
  await page.goto(`${site.url}/m/chat-group-member/anchor/1/CHATGROUP_ANCHORFANS_1`);
  await expect(page.getByTestId('chat-guest')).toBeVisible();
});
