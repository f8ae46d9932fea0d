import { expectNothingRan, fanPage, hostile, newUser } from './chat-fans.ts';
import { markupNick } from './fan-context.ts';
import { expect, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/** Friends, profiles and reports between two fans (/c2c-user, /c2c-friends, /c2c-feedback), on the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test('two fans become friends from a profile, set a remark, chat from the profile, and report; every text of theirs stays text', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, markupNick);
  const bia = await newUser(request, site, 'Bia');
  const first = await fanPage(browser, ana);
  const second = await fanPage(browser, bia);
  try {
    const anaPage = first.page;
    const biaPage = second.page;

    // Ana opens Bia's profile: her name, 在线 (she just signed up), and asks to be friends with a few words.
    await anaPage.goto(`${site.url}/m/c2c-user/${bia.uid}`);
    await expect(anaPage.getByTestId('user-name')).toHaveText('Bia');
    await expect(anaPage.getByTestId('user-online')).toHaveText('在线');
    await anaPage.getByTestId('user-add').click();
    await anaPage.getByTestId('wording-form').getByRole('textbox').fill(`${hostile} vamos ver o jogo`);
    await anaPage.getByTestId('wording-form-submit').click();
    await expect(anaPage.getByTestId('user-add')).toHaveText('已申请，等待验证');
    await expect(anaPage.getByTestId('user-add')).toBeDisabled();

    // Bia's friends tab counts the application; /c2c-friends shows it, as text, and she accepts.
    await biaPage.goto(`${site.url}/m/c2c`);
    await biaPage.getByTestId('chat-tabs').getByText('好友').click();
    await expect(biaPage.getByTestId('new-friends-unread')).toHaveText('1', { timeout: 15_000 });
    await biaPage.getByTestId('new-friends').getByRole('link').click();
    await expect(biaPage).toHaveURL(/\/m\/c2c-friends$/);
    await expect(biaPage.getByTestId('applications-unread')).toHaveText('1 条新申请');
    const application = biaPage.locator(`[data-testid=friend-application][data-peer="${ana.uid}"]`);
    await expect(application.getByTestId('application-name')).toHaveText(markupNick);
    await expect(application).toContainText(`${hostile} vamos ver o jogo`);
    await application.getByTestId('application-accept').click();
    await expect(application).toHaveCount(0);
    const friendRow = biaPage.locator(`[data-testid=friend][data-peer="${ana.uid}"]`);
    await expect(friendRow.getByTestId('friend-name')).toHaveText(markupNick);

    // Bia gives Ana a remark (markup too): the profile and the list show it as text, with the nick under it.
    await friendRow.getByRole('link').click();
    await expect(biaPage).toHaveURL(new RegExp(`/m/c2c-user/${ana.uid}$`));
    await biaPage.getByTestId('user-remark').click();
    const remark = '<b onclick=f()>Aninha</b>';
    await biaPage.getByTestId('remark-form').getByRole('textbox').fill(remark);
    await biaPage.getByTestId('remark-form-submit').click();
    await expect(biaPage.getByTestId('user-name')).toHaveText(remark);
    await expect(biaPage.getByTestId('user-nick')).toHaveText(`昵称：${markupNick}`);
    await biaPage.goBack();
    await expect(friendRow.getByTestId('friend-name')).toHaveText(remark);

    // Ana sees Bia as a friend now and starts a chat from the profile.
    await anaPage.reload();
    await expect(anaPage.getByTestId('user-remark')).toBeVisible({ timeout: 15_000 });
    await anaPage.getByTestId('user-chat').click();
    await expect(anaPage).toHaveURL(new RegExp(`/m/c2c-chatroom/${bia.uid}$`));
    await expect(anaPage.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
    await anaPage.getByRole('textbox', { name: '输入消息' }).fill('Agora somos amigas!');
    await anaPage.getByTestId('chat-send').click();
    await expect(anaPage.getByTestId('chat-message').filter({ hasText: 'Agora somos amigas!' })).toHaveAttribute('data-status', 'success');

    // Bia finds it in her conversations under the remark she gave, and the chat room is named by it too.
    await biaPage.goto(`${site.url}/m/c2c`);
    await biaPage.getByTestId('chat-tabs').getByText('私聊').click();
    const row = biaPage.locator(`[data-testid=conversation][data-peer="${ana.uid}"]`);
    await expect(row.getByTestId('conversation-unread')).toHaveText('1', { timeout: 15_000 });
    await row.click();
    await expect(biaPage.getByTestId('chat-peer')).toHaveText(remark);

    // The peer's name in the chat opens the profile, from where Ana reports Bia with a reason.
    await anaPage.getByTestId('chat-peer').click();
    await expect(anaPage).toHaveURL(new RegExp(`/m/c2c-user/${bia.uid}$`));
    await anaPage.getByTestId('user-report').click();
    await expect(anaPage).toHaveURL(new RegExp(`/m/c2c-feedback/user/${bia.uid}$`));
    await anaPage.getByTestId('report-submit').click();
    await expect(anaPage.getByRole('alert')).toHaveText('请选择举报原因');
    await anaPage.getByTestId('report-reasons').getByText('辱骂骚扰').click();
    await anaPage.getByLabel('补充说明（选填）').fill('她在私聊里骂人');
    await anaPage.getByTestId('report-submit').click();
    await expect(anaPage.getByTestId('report-sent')).toBeVisible();
    const received = await adminCall(request, site, 'post', '/admin/feedback/list', { category: 'report' });
    expect(received.list[0]).toMatchObject({
      user_id: Number(ana.id),
      content: '她在私聊里骂人',
      report: { type: 'user', id: String(bia.uid), reason: 'abuse' },
    });

    await expectNothingRan([first, second]);
  } finally {
    await first.close();
    await second.close();
  }
});

test('a profile of nobody, a report address naming nothing, and a guest on the chat screens say what is wrong', async ({ page }) => {
  await page.goto(`${site.url}/m/c2c-user/999999`);
  await expect(page.getByTestId('user-not-found')).toBeVisible();
  await page.goto(`${site.url}/m/c2c-feedback/team/1`);
  await expect(page.getByTestId('report-invalid')).toBeVisible();
  await page.goto(`${site.url}/m/mobile/c2c-feedback/user/1`);
  await expect(page.getByTestId('chat-guest')).toBeVisible();
  for (const path of ['/c2c-friends', '/c2c-search']) {
    await page.goto(`${site.url}/m${path}`);
    await expect(page.getByTestId('chat-guest')).toBeVisible();
  }
});
