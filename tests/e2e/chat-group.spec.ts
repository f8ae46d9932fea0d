import type { Page } from '@playwright/test';
import { ConversationType, GroupType } from '../../runtime/im/index.ts';
import { expectNothingRan, fanPage, hostile, newUser, nodeChat } from './chat-fans.ts';
import { markupNick } from './fan-context.ts';
import { anchorWithFanGroup } from './fan-groups.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** The group chat room (/chat-group/{id}, its anchor variant) and the /c2c group tab, two fans on the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

const input = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
const historyLoaded = (page: Page) =>
  expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });

/** Unix seconds as China time "HH:MM", as the room writes a mute's end. */
const chinaClock = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(11, 16);

test('a fan joins a group, is mentioned from the group tab, chats, and once muted sees until when; hostile names and text stay text', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, markupNick);
  const bia = await newUser(request, site, 'Bia');
  const biaID = String(bia.uid);
  // Ana (the owner) makes a Public group with a hostile name through the chat SDK, as an app would.
  const anaChat = await nodeChat(site, ana);
  const { data } = await anaChat.createGroup({ type: GroupType.PUBLIC, name: hostile, joinOption: 'FreeAccess' });
  const groupID = data.group.groupID;
  await anaChat.destroy();

  const first = await fanPage(browser, bia);
  const second = await fanPage(browser, ana);
  const biaPage = first.page;
  const anaPage = second.page;
  try {
    // Bia opens the group by its link: not a member yet, she joins with one tap; the room names her join.
    await biaPage.goto(`${site.url}/m/chat-group/${encodeURIComponent(groupID)}`);
    await expect(biaPage.getByTestId('group-not-member')).toBeVisible({ timeout: 15_000 });
    await biaPage.getByTestId('group-join').click();
    await expect(biaPage.getByTestId('group-name')).toHaveText(hostile);
    await historyLoaded(biaPage);
    await expect(biaPage.getByTestId('chat-tip').last()).toHaveText('你 加入了群聊');
    await expect(biaPage.getByTestId('group-title')).toHaveAttribute('href', `/m/chat-group-info/${encodeURIComponent(groupID)}`);

    // Ana's group tab lists it, named as text, with Bia's join as its last line, and opens the room.
    await anaPage.goto(`${site.url}/m/c2c`);
    await anaPage.getByTestId('chat-tabs').getByText('群聊').click();
    const anaRow = anaPage.locator(`[data-testid=conversation][data-peer="${groupID}"]`);
    await expect(anaRow.getByTestId('conversation-name')).toHaveText(hostile, { timeout: 15_000 });
    await expect(anaRow.getByTestId('conversation-summary')).toHaveText('Bia 加入了群聊');
    await anaRow.click();
    await expect(anaPage).toHaveURL(new RegExp(`/m/chat-group/${encodeURIComponent(groupID)}$`));
    await historyLoaded(anaPage);

    // Bia waits in her group tab. Ana types @: the picker offers everyone (she owns the group) and Bia; she picks Bia.
    await biaPage.goto(`${site.url}/m/c2c`);
    await biaPage.getByTestId('chat-tabs').getByText('群聊').click();
    const biaRow = biaPage.locator(`[data-testid=conversation][data-peer="${groupID}"]`);
    await expect(biaRow).toBeVisible({ timeout: 15_000 });
    await input(anaPage).pressSequentially('@');
    // The picker is a dialog: it takes focus, and Escape closes it with the @ as typed and focus back in the field.
    await expect(anaPage.getByTestId('mention-all')).toBeFocused();
    await anaPage.keyboard.press('Escape');
    await expect(anaPage.getByTestId('mention-picker')).toHaveCount(0);
    await expect(input(anaPage)).toBeFocused();
    await expect(input(anaPage)).toHaveValue('@');
    await input(anaPage).press('Backspace');
    await input(anaPage).pressSequentially('@');
    await expect(anaPage.getByTestId('mention-all')).toBeVisible();
    await anaPage.locator(`[data-testid=mention-member][data-user="${biaID}"]`).click();
    await expect(input(anaPage)).toHaveValue('@Bia ');
    await input(anaPage).pressSequentially('bem-vinda!');
    await anaPage.getByTestId('chat-send').click();
    await expect(anaPage.getByTestId('chat-message').filter({ hasText: '@Bia bem-vinda!' })).toHaveAttribute('data-status', 'success');

    // Bia's row marks the mention and counts it; the room shows Ana's name as text over a marked bubble.
    await expect(biaRow.getByTestId('conversation-at-me')).toHaveText('[有人@我]', { timeout: 15_000 });
    await expect(biaRow.getByTestId('conversation-unread')).toHaveText('1');
    await expect(biaRow.getByTestId('conversation-summary')).toHaveText(`[有人@我]${markupNick}：@Bia bem-vinda!`);
    await biaRow.click();
    await historyLoaded(biaPage);
    const mention = biaPage.getByTestId('chat-message').filter({ hasText: '@Bia bem-vinda!' });
    await expect(mention.getByTestId('chat-sender')).toHaveText(markupNick);
    await expect(mention.getByTestId('chat-bubble')).toHaveAttribute('data-at-me', 'true');

    // Bia answers with markup: Ana sees it as text under Bia's name.
    await input(biaPage).fill(hostile);
    await biaPage.getByTestId('chat-send').click();
    await expect(biaPage.getByTestId('chat-message').filter({ hasText: hostile })).toHaveAttribute('data-status', 'success');
    const reply = anaPage.getByTestId('chat-message').filter({ hasText: hostile });
    await expect(reply.getByTestId('chat-bubble')).toHaveText(hostile, { timeout: 15_000 });
    await expect(reply.getByTestId('chat-sender')).toHaveText('Bia');
    await expectNothingRan([second]);
  } finally {
    await second.close();
  }

  // Ana mutes Bia for 10 minutes through the SDK (the member page is another screen): Bia's room says so at once, and
  // in place of the input says why she cannot send and until when.
  const owner = await nodeChat(site, ana);
  try {
    await owner.setGroupMemberMuteTime({ groupID, userID: biaID, muteTime: 600 });
  } finally {
    await owner.destroy();
  }
  try {
    await expect(biaPage.getByTestId('chat-tip').last()).toHaveText(`你 被 ${markupNick} 禁言 10 分钟`, { timeout: 15_000 });
    const [{ until }] = await site.query<{ until: number }>(
      'select mute_until as until from im_group_members where group_id = $1 and user_id = $2',
      [groupID, biaID],
    );
    await expect(biaPage.getByTestId('group-muted')).toHaveText(`你已被禁言，今天 ${chinaClock(Number(until))} 解除`);
    await expect(input(biaPage)).toHaveCount(0);
    await expectNothingRan([first]);
  } finally {
    await first.close();
  }
});

test("an anchor's fan group: a fan joins it from its link, sees the anchor's branding, and its new message counts in the group tab", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { anchor, groupID } = await anchorWithFanGroup(request, site, 'anchor01', '今晚 8 点开播');
  const fan = await fanPage(browser, await newUser(request, site, 'Caio'));
  try {
    const { page } = fan;
    await page.goto(`${site.url}/m/chat-group/anchor/${groupID}`);
    await page.getByTestId('group-join').click();
    await expect(page.getByTestId('group-fan-label')).toHaveText('粉丝群');
    await expect(page.getByTestId('group-title').getByTestId('chat-avatar')).toBeVisible();
    await expect(page.getByTestId('group-title')).toHaveAttribute('href', `/m/chat-group-info/anchor/${groupID}`);
    await historyLoaded(page);
    await expect(page.getByTestId('chat-message').filter({ hasText: '今晚 8 点开播' }).getByTestId('chat-sender')).toHaveText(
      String(anchor.nick_name),
    );

    await page.goto(`${site.url}/m/c2c`);
    await page.getByTestId('chat-tabs').getByText('群聊').click();
    const row = page.locator(`[data-testid=conversation][data-peer="${groupID}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    const again = await nodeChat(site, anchor);
    try {
      await again.sendMessage(
        again.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text: '开播啦' } }),
      );
    } finally {
      await again.destroy();
    }
    await expect(row.getByTestId('conversation-unread')).toHaveText('1', { timeout: 15_000 });
    await expect(row.getByTestId('conversation-summary')).toHaveText(`${String(anchor.nick_name)}：开播啦`);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/m/chat-group/anchor/${groupID}$`));
    await expectNothingRan([fan]);
  } finally {
    await fan.close();
  }
});
