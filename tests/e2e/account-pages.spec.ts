import type { Page } from '@playwright/test';
import type { Room } from '../../schema/generated/api.ts';
import { logInThroughForm } from './fan-context.ts';
import { expect, test } from './site-clock.ts';
import { adminCall, apiCall, serveSite, type E2eSite } from './site-server.ts';
import { onePixelPng } from '../support/images.ts';

/** The fan's account screens of the user centre (docs/decisions.md "Settings", "Profile"). */
let site: E2eSite;
test.beforeAll(async () => {
  // Seeding a served site takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

async function newFan(page: Page, request: Parameters<typeof apiCall>[0]) {
  const account = `acct${Date.now().toString(36)}`;
  const fan = await apiCall<{ id: number; token: string }>(request, site, '/webapi/user/regist?platform=3&sp_source=9', {
    account,
    password: 'goal2026',
  });
  await logInThroughForm(page, site.url, account);
  return { ...fan, account };
}

test('a fan edits the profile within the width rule, binds a phone, and changes the password', async ({ page, request }) => {
  await newFan(page, request);
  await page.goto(`${site.url}/m/user-center`);
  await page.getByTestId('link-info').click();
  await expect(page).toHaveURL(/\/user-center\/info$/);
  await page.getByTestId('link-edit-account').click();

  // Nine Chinese characters are 18 wide: over the 16 of the rule, said before anything is sent.
  const nick = page.getByLabel('昵称');
  await nick.fill('九个汉字的超长昵称啊');
  await expect(page.getByTestId('edit-account')).toContainText('昵称最多 16 个字符宽');
  await nick.fill('<b>球迷</b>');
  await page.getByLabel('个性签名').fill('周末必看英超');
  await page.getByTestId('edit-save').click();
  await expect(page).toHaveURL(/\/user-center\/info$/);
  await expect(page.getByTestId('profile-nick')).toHaveText('<b>球迷</b>');
  await expect(page.getByTestId('profile-signature')).toHaveText('周末必看英超');

  await page.goto(`${site.url}/m/user-center/bind-phone`);
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.getByLabel('手机号').fill(mobile);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText('秒后重发');
  const { code } = (await adminCall(request, site, 'get', `/admin/sms/last?mobile=${mobile}`)) as { code: string };
  await page.getByLabel('短信验证码').fill(code);
  await page.getByTestId('bind-submit').click();
  await expect(page.getByTestId('bind-message')).toHaveText(`已绑定 ${mobile}`);

  await page.goto(`${site.url}/m/user-center/setting`);
  await page.getByTestId('change-password').click();
  await page.getByLabel('原密码').fill('wrong123');
  await page.getByLabel('新密码', { exact: true }).fill('goal2027');
  await page.getByLabel('确认新密码').fill('goal2027');
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page.getByTestId('password-form')).toContainText('原密码错误');
  await page.getByLabel('原密码').fill('goal2026');
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page.getByTestId('password-form')).toHaveCount(0);
});

test('a fan renames themself in edit-account while watching a room, and the room shows their next message under the new nick', async ({
  page,
  request,
  browser,
}) => {
  await newFan(page, request);
  const [room] = (await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', {})).list;
  // A guest watches the same room: every viewer reads the line under the new nick, the sender too.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto(`${site.url}/m/live-detail/${room.anchorid}`);
    await expect(guestPage.getByTestId('room-chat')).toHaveAttribute('data-status', 'joined', { timeout: 15_000 });
    await page.goto(`${site.url}/m/live-detail/${room.anchorid}`);
    await expect(page.getByRole('textbox', { name: '聊天内容' })).toBeEnabled({ timeout: 15_000 });

    // Within the app, without a reload (the chat stays logged in as it was): edit the nick, then back to the room.
    const inApp = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/m${path}`);
    await inApp('/user-center/edit-account');
    const renamed = `改名球迷${Date.now() % 10_000}`;
    await page.getByLabel('昵称').fill(renamed);
    await page.getByTestId('edit-save').click();
    await expect(page).toHaveURL(/\/user-center\/info$/);
    await expect(page.getByTestId('profile-nick')).toHaveText(renamed);
    await inApp(`/live-detail/${room.anchorid}`);

    const input = page.getByRole('textbox', { name: '聊天内容' });
    await expect(input).toBeEnabled({ timeout: 15_000 });
    await input.fill('改了名字再来');
    await input.press('Enter');
    for (const viewer of [page, guestPage]) {
      const line = viewer.getByTestId('chat-line').filter({ hasText: '改了名字再来' });
      await expect(line.getByTestId('chat-nick')).toContainText(renamed);
    }
  } finally {
    await guest.close();
  }
});

test('a fan unfollows an anchor from the follows page; clearing the cache keeps the session and the choices; a language switch is said in the new one', async ({
  page,
  request,
}) => {
  const fan = await newFan(page, request);
  const rooms = await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', {});
  const [first, second] = rooms.list;
  for (const room of [first, second]) {
    await request.post(`${site.url}/api/live/attentAnchor?token=${fan.token}`, { data: { anchorid: room.anchorid, attent: 1 } });
  }
  await page.goto(`${site.url}/m/user-center/attent-mgmt`);
  await expect(page.getByTestId('followed-anchor')).toHaveCount(2);
  await page.getByTestId('followed-anchor').first().getByTestId('unfollow-anchor').click();
  await expect(page.getByTestId('followed-anchor')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('followed-anchor')).toHaveCount(1);

  await page.goto(`${site.url}/m/user-center/setting`);
  await page.getByTestId('mode-dark').click();
  await page.evaluate(() => localStorage.setItem('sideline-qutu-visited-leagues', '{"state":{"list":[1]}}'));
  await page.getByTestId('clear-cache').click();
  await expect(page.getByTestId('toast').getByText(/已清除 \d+ 项缓存/)).toBeVisible();
  const kept = await page.evaluate(() => ({
    visited: localStorage.getItem('sideline-qutu-visited-leagues'),
    session: localStorage.getItem('sideline-qutu-session'),
  }));
  expect(kept.visited).toBeNull();
  expect(kept.session).toContain(fan.account);
  await expect(page.locator('body')).toHaveAttribute('data-mode', 'dark');
  // A switch of language while that toast is up: the toast and the live region say the switch in the new language,
  // nothing is left in the old one.
  await page.getByTestId('lang-pt-br').click();
  await expect(page.getByTestId('toast')).toHaveText('Idioma alterado para Português');
  await expect(page.getByTestId('live-announcer')).toHaveText('Idioma alterado para Português');
  await page.getByTestId('clear-cache').click();
  await expect(page.getByTestId('toast')).toHaveText(/^\d+ itens do cache removidos$/);
  await page.getByTestId('lang-cn').click();
  await expect(page.getByTestId('toast')).toHaveText('语言已切换为中文');
});

test('the watch history lists the room a fan opened, by room and by day', async ({ page, request }) => {
  await newFan(page, request);
  const rooms = await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', {});
  await page.goto(`${site.url}/m/live-detail/${rooms.list[0].anchorid}`);
  await expect(page.getByTestId('room-tabs')).toBeVisible();
  await page.goto(`${site.url}/m/user-center/live-record`);
  await expect(page.getByTestId('watch-visit')).toHaveCount(1);
  await expect(page.getByTestId('watch-visit')).toContainText(rooms.list[0].title);
  await page.goto(`${site.url}/m/user-center/my-log`);
  await expect(page.getByTestId('watch-day')).toHaveCount(1);
  await page.getByTestId('watch-visit').click();
  await expect(page).toHaveURL(new RegExp(`/live-detail/${rooms.list[0].anchorid}$`));
});

test("about lists the protocols in the fan's language; an unknown protocol says so", async ({ page }) => {
  await page.goto(`${site.url}/m/mobile/about`);
  await expect(page.getByTestId('about-name')).toHaveText('趣图体育');
  await expect(page.getByTestId('about-protocol')).toHaveText(['用户协议›', '隐私政策›', '充值协议›', '主播协议›']);
  await page.getByTestId('about-protocol').nth(1).click();
  await expect(page).toHaveURL(/\/mobile\/privacy\/2$/);
  await expect(page.getByTestId('protocol-text')).toContainText('我们只收集提供服务所必需的信息');
  await page.goto(`${site.url}/m/privacy`);
  await expect(page.getByTestId('protocol-text')).toContainText('我们只收集');
  await page.goto(`${site.url}/m/mobile/privacy/42`);
  await expect(page.getByTestId('protocol-not-found')).toBeVisible();
});

test('system messages: the count on the user centre, a message read by opening it, then all read', async ({ page, request }) => {
  await newFan(page, request);
  await page.goto(`${site.url}/m/user-center`);
  await expect(page.getByTestId('link-message')).toContainText('3 条未读');
  await page.getByTestId('link-message').click();
  await expect(page.getByTestId('message')).toHaveCount(3);
  await expect(page.getByTestId('messages-unread')).toHaveText('3 条未读');
  const welcome = page.getByTestId('message').first();
  await expect(welcome).toContainText('欢迎加入，新人福利已到账');
  await welcome.click();
  await expect(page).toHaveURL(/\/user-center\/benefits$/);
  await page.goBack();
  await expect(page.getByTestId('messages-unread')).toHaveText('2 条未读');
  await expect(page.getByTestId('message').first()).toHaveAttribute('data-read', '1');
  await page.getByTestId('messages-read-all').click();
  await expect(page.getByTestId('messages-unread')).toHaveText('0 条未读');
  await expect(page.locator('[data-testid="message"][data-read="0"]')).toHaveCount(0);
});

test('an anchor page: a fan follows from it; the anchor reads their gift income on their own', async ({ page, request, browser }) => {
  await newFan(page, request);
  const rooms = await apiCall<{ list: Room[] }>(request, site, '/api/live/getRealLives', {});
  const room = rooms.list[0];
  const fansOf = async () =>
    (await apiCall<{ anchor: { fans_count: number } }>(request, site, '/api/live/getAnchorPage', { anchorid: room.anchorid })).anchor
      .fans_count;
  const fans = await fansOf();
  await page.goto(`${site.url}/m/user-center/anchor/${room.anchorid}`);
  await expect(page.getByTestId('anchor-head')).toBeVisible();
  await expect(page.getByTestId('anchor-income')).toHaveCount(0);
  await page.getByTestId('anchor-follow').click();
  await expect(page.getByTestId('anchor-follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('anchor-follow')).toHaveText('已关注');
  expect(await fansOf()).toBe(fans + 1);
  await page.getByTestId('anchor-room').click();
  await expect(page).toHaveURL(new RegExp(`/live-detail/${room.anchorid}$`));

  const anchorPage = await browser.newPage();
  await logInThroughForm(anchorPage, site.url, 'anchor01', 'sideline2026');
  await anchorPage.goto(`${site.url}/m/user-center`);
  await anchorPage.getByTestId('link-anchor').click();
  await expect(anchorPage).toHaveURL(/\/user-center\/anchor$/);
  await expect(anchorPage.getByTestId('anchor-income')).toContainText('礼物收益');
  await expect(anchorPage.getByTestId('anchor-follow')).toHaveCount(0);
  await anchorPage.close();
});

test('a fan keeps a material, applies to be an anchor with it, and the operator approves', async ({ page, request }) => {
  await newFan(page, request);
  await page.goto(`${site.url}/m/user-center`);
  await page.getByTestId('link-apply').click();
  await expect(page).toHaveURL(/\/user-center\/apply\/anchor$/);
  await page.getByRole('link', { name: '管理素材' }).click();
  await page.getByTestId('material-input').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByTestId('material')).toHaveCount(1);
  await page.goBack();

  await page.getByLabel('真实姓名').fill('张小球');
  await page.getByLabel('联系方式').fill('13800000001');
  await page.getByPlaceholder(/10-300 字/).fill('五年业余解说经验，熟悉英超和中超。');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('apply-message')).toHaveText('申请主播需要至少一张素材');
  await page.getByTestId('apply-material').first().click();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('apply-message')).toHaveText('申请已提交，审核结果会通过系统消息通知你');
  const application = page.getByTestId('application');
  await expect(application).toHaveAttribute('data-status', '0');

  const { list } = (
    await (
      await request.post(
        `${site.url}/api/user/getApplications?token=${await page.evaluate(() => JSON.parse(localStorage.getItem('sideline-qutu-session')!).state.user.token)}`,
      )
    ).json()
  ).data as { list: { id: number }[] };
  await adminCall(request, site, 'post', '/admin/application/review', { id: list[0].id, approve: true });
  await page.reload();
  await expect(page.getByTestId('application')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('application')).toContainText('已通过');
});
