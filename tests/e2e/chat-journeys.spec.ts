import type { Page } from '@playwright/test';
import { pngOf } from '../support/images.ts';
import { expectNothingRan, fanPage, newUser, nodeChat } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/**
 * Journeys across the chat screens as two new fans walk them (issue 37), on a site of each brand, pt-br among them:
 * one finds the other by ID from the messenger's search and chats, the header naming the other from the first frame;
 * one makes a group from the messenger, invites the other, and both send a picture there.
 */
const sites = [
  { code: 'qutu', reply: '收到', peerFallback: '用户', groupTab: '群聊' },
  { code: 'kqb', reply: '收到', peerFallback: '用户', groupTab: '群聊' },
  { code: 'pq8sp', reply: 'Recebido', peerFallback: 'Usuário', groupTab: 'Grupos' },
];

/** Types `text` into the room's input and sends it. */
async function send(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
  await page.locator('textarea').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(page.locator('textarea')).toHaveValue('');
}

for (const { code, reply, peerFallback, groupTab } of sites) {
  test.describe(`chat journeys on ${code}`, () => {
    let site: E2eSite;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      site = await serveSite(code);
    });
    test.afterAll(() => site.close());

    test('a fan finds another by ID from the messenger, the chat names them before any reply, and they chat', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const suffix = Math.floor(Math.random() * 1000);
      const ana = await newUser(request, site, `Ana${suffix}`);
      const bia = await newUser(request, site, `Bia Souza${suffix}`);
      const first = await fanPage(browser, ana, code);
      const second = await fanPage(browser, bia, code);
      try {
        const anaPage = first.page;
        await anaPage.goto(`${site.url}/m/c2c`);
        await anaPage.getByTestId('c2c-search').click();
        await anaPage.getByTestId('chat-search').locator('input').fill(String(bia.uid));
        const found = anaPage.locator(`[data-testid=search-person][data-peer="${bia.uid}"]`);
        await expect(found).toContainText(`Bia Souza${suffix}`, { timeout: 15_000 });
        await expect(found).toContainText(`ID`);
        await expect(anaPage.getByTestId('search-nothing')).toHaveCount(0);

        // A friend request from the result, then the chat.
        await found.getByTestId('person-add').click();
        await expect(found.getByTestId('person-add')).toBeDisabled();
        await found.getByTestId('person-chat').click();
        await expect(anaPage).toHaveURL(new RegExp(`/m/c2c-chatroom/${bia.uid}$`));
        // The name the search showed, from the first frame: never "user {id}".
        await expect(anaPage.getByTestId('chat-peer')).toHaveText(`Bia Souza${suffix}`);
        await expect(anaPage.getByTestId('chat-peer')).not.toContainText(peerFallback);
        await send(anaPage, 'Oi, vamos ver o jogo?');
        await expect(anaPage.getByTestId('chat-message').filter({ hasText: 'Oi, vamos ver o jogo?' })).toHaveAttribute(
          'data-status',
          'success',
        );
        // A brand-new conversation has no "no earlier messages" line at its top.
        await expect(anaPage.getByTestId('chat-history')).toHaveText('');

        const biaPage = second.page;
        await biaPage.goto(`${site.url}/m/c2c`);
        const row = biaPage.locator(`[data-testid=conversation][data-peer="${ana.uid}"]`);
        await expect(row).toContainText(`Ana${suffix}`, { timeout: 15_000 });
        await row.click();
        await expect(biaPage.getByTestId('chat-peer')).toHaveText(`Ana${suffix}`);
        await send(biaPage, reply);
        await expect(anaPage.getByTestId('chat-message').filter({ hasText: reply })).toHaveAttribute('data-flow', 'in', {
          timeout: 15_000,
        });

        // Back on the list, Ana's row names Bia as the chat did.
        await anaPage.goBack();
        await anaPage.goBack();
        await anaPage.goto(`${site.url}/m/c2c`);
        await expect(anaPage.locator(`[data-testid=conversation][data-peer="${bia.uid}"]`)).toContainText(`Bia Souza${suffix}`);
        await expectNothingRan([first, second]);
      } finally {
        await first.close();
        await second.close();
      }
    });

    test('a fan makes a group from the messenger, invites a friend, shares its link, and both send a picture', async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const suffix = Math.floor(Math.random() * 1000);
      const ana = await newUser(request, site, `Ana${suffix}`);
      const bia = await newUser(request, site, `Bia${suffix}`);
      // Friends already (the search journey above makes the request from a result).
      const anaChat = await nodeChat(site, ana, code);
      const biaChat = await nodeChat(site, bia, code);
      await anaChat.addFriend({ to: String(bia.uid), source: 'AddSource_Type_e2e' });
      await expect.poll(async () => (await biaChat.getFriendApplicationList()).data.friendApplicationList.length).toBe(1);
      await biaChat.acceptFriendApplication({ userID: String(ana.uid) });
      await anaChat.destroy();
      await biaChat.destroy();
      const first = await fanPage(browser, ana, code);
      const second = await fanPage(browser, bia, code);
      try {
        const anaPage = first.page;
        await anaPage.goto(`${site.url}/m/c2c`);
        await anaPage.getByTestId('c2c-create-group').click();
        await expect(anaPage).toHaveURL(/\/m\/chat-group-create$/);
        await anaPage
          .getByTestId('group-create-avatar')
          .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: pngOf(300, 300) });
        await expect(anaPage.getByTestId('group-create').getByTestId('chat-avatar').locator('img')).toHaveAttribute(
          'src',
          /\/storage\/files\//,
          {
            timeout: 15_000,
          },
        );
        await anaPage.getByTestId('group-create-name').fill(`Torcida ${suffix}`);
        await anaPage.getByTestId('group-create-join-FreeAccess').check();
        await anaPage.locator(`[data-testid=group-create-friend][data-peer="${bia.uid}"]`).click();
        await anaPage.getByTestId('group-create-submit').click();
        await expect(anaPage.getByTestId('group-created')).toContainText(`Torcida ${suffix}`, { timeout: 15_000 });
        const link = (await anaPage.getByTestId('group-link').textContent()) ?? '';
        expect(link).toMatch(new RegExp(`^${site.url}/m/chat-group/`));
        await anaPage.getByTestId('group-open').click();
        await expect(anaPage.getByTestId('group-name')).toHaveText(`Torcida ${suffix}`, { timeout: 15_000 });
        await expect(anaPage.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
        // The invitation's line names the invitee by nick.
        await expect(anaPage.getByTestId('chat-tip').filter({ hasText: `Bia${suffix}` })).toHaveCount(1);
        await anaPage.getByTestId('chat-image-input').setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: pngOf(900, 600) });
        const anaSent = anaPage.getByTestId('chat-message').filter({ has: anaPage.getByTestId('chat-image') });
        await expect(anaSent).toHaveAttribute('data-status', 'success', { timeout: 15_000 });

        // Bia finds the group in her group tab, with its picture, and opens it from the shared link as well.
        const biaPage = second.page;
        await biaPage.goto(`${site.url}/m/c2c`);
        await biaPage.getByTestId('chat-tabs').getByText(groupTab).click();
        const row = biaPage.locator('[data-testid=conversation]').filter({ hasText: `Torcida ${suffix}` });
        await expect(row).toBeVisible({ timeout: 15_000 });
        await expect(row.getByTestId('chat-avatar').locator('img')).toHaveAttribute('src', /\/storage\/files\//);
        await biaPage.goto(link);
        await expect(biaPage.getByTestId('group-name')).toHaveText(`Torcida ${suffix}`, { timeout: 15_000 });
        const received = biaPage.getByTestId('chat-message').filter({ has: biaPage.getByTestId('chat-image') });
        await expect(received).toHaveAttribute('data-flow', 'in', { timeout: 15_000 });
        await expect(received.getByTestId('chat-sender')).toHaveText(`Ana${suffix}`);
        await biaPage.getByTestId('chat-image-input').setInputFiles({ name: 'reply.png', mimeType: 'image/png', buffer: pngOf(600, 900) });
        await expect(
          biaPage
            .getByTestId('chat-message')
            .filter({ has: biaPage.getByTestId('chat-image') })
            .last(),
        ).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
        await expect(anaPage.getByTestId('chat-message').filter({ has: anaPage.getByTestId('chat-image') })).toHaveCount(2, {
          timeout: 15_000,
        });
        await expect(
          anaPage
            .getByTestId('chat-message')
            .filter({ has: anaPage.getByTestId('chat-image') })
            .last(),
        ).toHaveAttribute('data-flow', 'in');
        await expectNothingRan([first, second]);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
}
