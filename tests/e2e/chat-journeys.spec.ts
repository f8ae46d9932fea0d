import type { Page } from '@playwright/test';
import { expectNothingRan, fanPage, newUser } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/**
 * Journeys across the chat screens as two new fans walk them (issue 37), on a site of each brand, pt-br among them:
 * one finds the other by ID from the messenger's search and chats, the header naming the other from the first frame.
 */
const sites = [
  { code: 'qutu', reply: '收到', peerFallback: '用户' },
  { code: 'kqb', reply: '收到', peerFallback: '用户' },
  { code: 'pq8sp', reply: 'Recebido', peerFallback: 'Usuário' },
];

/** Types `text` into the room's input and sends it. */
async function send(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
  await page.locator('textarea').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(page.locator('textarea')).toHaveValue('');
}

for (const { code, reply, peerFallback } of sites) {
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
  });
}
