import type { APIRequestContext, Page } from '@playwright/test';
import { fitted, hostileCorpus } from '../support/hostile-text.ts';
import { expectNothingRan, fanPage, newUser, nodeChat, sendFromNode } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { adminCall, serveSite, type E2eSite } from './site-server.ts';

/**
 * The hostile-text corpus (tests/support/hostile-text.ts) written through every field a fan can write and others see
 * (nick, signature, chat, comments, addresses, feedback; group texts are in chat-group-pages.spec.ts), then read on each screen
 * that shows it: shown as written, nothing runs, nothing pushes the page wider than the phone.
 */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

/** A recorded video whose comments no other test of this server touches. */
const videoId = 12;

/** POSTs as a signed-in fan and answers the envelope, refused or not. */
async function post(
  request: APIRequestContext,
  token: unknown,
  path: string,
  data: unknown,
): Promise<{ status: number; msg: string; data: unknown }> {
  return (await request.post(`${site.url}${path}?token=${String(token)}&platform=3&sp_source=9`, { data })).json();
}

/** Nothing on the page is wider than the viewport (a long word wraps, a bidi mark flips nothing outside its box). */
async function expectWithinScreen(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `page ${page.url()} is ${scroll}px wide on a ${width}px screen`).toBeLessThanOrEqual(width);
}

test('every hostile text a fan writes is shown as written on the screens that show it, runs nothing and stays within the phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const viewer = await newUser(request, site, 'viewer');
  const viewerChat = await nodeChat(site, viewer);
  const writers: { name: string; uid: string; nick: string; signature: string; message: string; comment: string }[] = [];
  try {
    for (const [name, text] of Object.entries(hostileCorpus)) {
      const writer = await newUser(request, site, 'writer');
      const nick = fitted(text, 16);
      const signature = fitted(text, 60);
      const profile = await post(request, writer.token, '/api/user/editUserInfo', { nick_name: nick, signature });
      expect(profile, `${name} as nick and signature`).toMatchObject({ status: 0 });
      const chat = await nodeChat(site, writer);
      try {
        await sendFromNode(chat, viewer.uid, text);
      } finally {
        await chat.destroy();
      }
      const comment = fitted(text, 200);
      expect(
        await post(request, writer.token, '/api/video/postComment', { video_id: videoId, kind: 'record', content: comment }),
        `${name} as a comment`,
      ).toMatchObject({ status: 0 });
      writers.push({ name, uid: String(writer.uid), nick, signature, message: text, comment });
    }
    // The viewer's own addresses: ten at most, so the corpus fills the list.
    for (const text of Object.values(hostileCorpus)) {
      expect(
        await post(request, viewer.token, '/api/shop/saveAddress', {
          name: fitted(text, 30),
          mobile: '13800000001',
          detail: fitted(text, 120, 4),
        }),
      ).toMatchObject({ status: 0 });
    }
  } finally {
    await viewerChat.destroy();
  }

  const fan = await fanPage(browser, viewer);
  const { page } = fan;
  try {
    // The conversation list: every writer's nick and message.
    await page.goto(`${site.url}/m/c2c`);
    for (const writer of writers) {
      const row = page.locator(`[data-testid=conversation][data-peer="${writer.uid}"]`);
      await expect(row.getByTestId('conversation-name'), writer.name).toHaveText(writer.nick, { timeout: 15_000 });
      // The summary is cut to a line and trimmed (a BOM is white space to trim()); it starts as the message does.
      expect(await row.getByTestId('conversation-summary').textContent(), writer.name).toContain(writer.message.trim().slice(0, 12));
    }
    await expectWithinScreen(page);

    // Each conversation and each writer's profile.
    for (const writer of writers) {
      await page.goto(`${site.url}/m/c2c-chatroom/${writer.uid}`);
      await expect(page.getByTestId('chat-bubble').last(), writer.name).toHaveText(writer.message, { timeout: 15_000 });
      await expectWithinScreen(page);
      await page.goto(`${site.url}/m/c2c-user/${writer.uid}`);
      await expect(page.getByTestId('user-name'), writer.name).toHaveText(writer.nick, { timeout: 15_000 });
      await expect(page.getByTestId('user-signature'), writer.name).toHaveText(writer.signature);
      await expectWithinScreen(page);
    }

    // The video's comments, each under its writer's nick.
    await page.goto(`${site.url}/m/rec-video/${videoId}`);
    const comments = page.getByTestId('video-comments');
    await expect(comments.getByTestId('comment-text')).toHaveText(
      [...writers].reverse().map((w) => w.comment),
      { timeout: 15_000 },
    );
    await expect(comments.getByTestId('comment-author')).toHaveText([...writers].reverse().map((w) => w.nick));
    await expectWithinScreen(page);

    // The viewer's addresses.
    await page.goto(`${site.url}/m/user-center/my-address`);
    await expect(page.getByTestId('address')).toHaveCount(Object.keys(hostileCorpus).length);
    for (const text of Object.values(hostileCorpus)) await expect(page.getByTestId('addresses')).toContainText(fitted(text, 120, 4));
    await expectWithinScreen(page);

    await expectNothingRan([fan]);
  } finally {
    await fan.close();
  }
});

test('hostile feedback, and a reply quoting it, show as written on the fan’s feedback page and run nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Five messages an hour per fan (docs/api.md "Feedback"): the corpus is shared between two fans.
  const entries = Object.entries(hostileCorpus);
  const fans = [entries.slice(0, 5), entries.slice(5)].map((share) => ({ share, user: undefined as Record<string, unknown> | undefined }));
  for (const fan of fans) {
    fan.user = await newUser(request, site, 'critic');
    for (const [name, text] of fan.share) {
      const sent = await post(request, fan.user.token, '/api/customerservice/publish', {
        category: 'content',
        content: fitted(text, 500, 2),
      });
      expect(sent, `${name} as feedback`).toMatchObject({ status: 0 });
      // Customer service quotes the message back, as a careless reply would.
      await adminCall(request, site, 'post', '/admin/feedback/reply', {
        id: (sent.data as { id: number }).id,
        reply: fitted(text, 500, 2),
      });
    }
  }

  for (const { share, user } of fans) {
    const fan = await fanPage(browser, user!);
    try {
      await fan.page.goto(`${site.url}/m/user-center/feedback`);
      // Newest first.
      const expected = share.map(([, text]) => fitted(text, 500, 2)).reverse();
      await expect(fan.page.getByTestId('past-feedback-item').locator('p:not([data-testid=feedback-reply])')).toHaveText(expected, {
        timeout: 15_000,
      });
      await expect(fan.page.getByTestId('feedback-reply')).toHaveCount(share.length);
      for (const [index, text] of expected.entries()) await expect(fan.page.getByTestId('feedback-reply').nth(index)).toContainText(text);
      await expectWithinScreen(fan.page);
      await expectNothingRan([fan]);
    } finally {
      await fan.close();
    }
  }
});
