import { consolePage, siteWithOperators } from './console-operators.ts';
import { expect, test } from './site-clock.ts';
import { apiCall, type E2eSite } from './site-server.ts';

const kqbOnly = 'kqb-viewer@example.com';
const moderator = 'mod@example.com';

/**
 * Issue 36's proofs in a browser: an operator scoped to kqb sees no qutu data (a qutu node refuses them, a kqb node
 * lists kqb only), and a change without the CSRF token is refused from a page of the console's own origin and from
 * another site's form, with nothing in the audit log.
 */
test.describe('the console keeps operators to their sites and changes to their own pages', () => {
  let qutu: E2eSite;
  let kqb: E2eSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Each site's database holds its operators: the kqb operator is in both, scoped to kqb.
    qutu = await siteWithOperators('qutu', [
      [kqbOnly, 'viewer', 'kqb'],
      [moderator, 'moderator'],
    ]);
    kqb = await siteWithOperators('kqb', [[kqbOnly, 'viewer', 'kqb']]);
  });
  test.afterAll(async () => {
    await qutu?.close();
    await kqb?.close();
  });

  test('an operator of kqb cannot sign in on a qutu node, and a kqb node lists only kqb', async ({ browser }) => {
    const refused = await consolePage(browser, qutu, kqbOnly);
    await expect(refused.getByRole('alert')).toContainText('这个站点不在你的权限内');
    await expect(refused).toHaveURL(/\/ops\/sign-in/);
    const answer = await refused.evaluate(async () => (await fetch('/ops/api/sites')).json());
    expect(answer).toMatchObject({ status: 2 });
    await refused.close();

    const page = await consolePage(browser, kqb, kqbOnly);
    await expect(page).toHaveURL(/\/ops\/sites$/);
    const sites = page.getByTestId('all-sites').locator('tbody tr');
    await expect(sites).toHaveCount(1);
    await expect(sites).toContainText('kqb');
    const listed = await page.evaluate(async () => (await (await fetch('/ops/api/sites')).json()) as { data: { code: string }[] });
    expect(listed.data.map((site) => site.code)).toEqual(['kqb']);
    await page.close();
  });

  test('a change without the CSRF token is refused from the console’s own page and from another site’s form, and not audited', async ({
    browser,
    request,
  }) => {
    const fan = await apiCall<{ id: number }>(request, qutu, '/webapi/user/regist', {
      account: `csrf${Date.now().toString(36)}`,
      password: 'goal2026',
    });
    const page = await consolePage(browser, qutu, moderator);
    await expect(page).toHaveURL(/\/ops\/(applications|sites|fans)/);
    // A script on the console's origin with the session cookie but not the token.
    const bare = await page.evaluate(async (id) => {
      const response = await fetch(`/ops/api/fans/${id}/mute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ duration: 259200 }),
      });
      return { http: response.status, body: (await response.json()) as { status: number; msg: string } };
    }, fan.id);
    expect(bare).toEqual({ http: 403, body: expect.objectContaining({ status: 4, msg: '缺少或错误的 CSRF 令牌' }) });

    // Another site's page posts a form to the console in the same browser, where the operator is signed in.
    await page.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${qutu.url}/ops/api/fans/${fan.id}/sessions/end"><input name="x" value="1"></form>
               <script>document.forms[0].submit()</script>`,
      }),
    );
    const answered = page.waitForResponse((response) => response.url().includes(`/ops/api/fans/${fan.id}/sessions/end`));
    await page.goto('http://elsewhere.example/attack');
    const refused = await answered;
    // SameSite=Strict keeps the console's cookie off another site's request, and the token is not there either.
    const envelope = JSON.parse(await refused.text()) as { status: number };
    expect(envelope.status).not.toBe(0);
    expect(await refused.request().headerValue('cookie')).toBeNull();

    const audit = await qutu.query<{ action: string }>("select action from operator_audit where target_kind = 'fan' and target_id = $1", [
      String(fan.id),
    ]);
    expect(audit).toEqual([]);
    const [row] = await qutu.query<{ chat_muted_until: string | null }>('select chat_muted_until from users where id = $1', [fan.id]);
    expect(row.chat_muted_until).toBeNull();
    const sessions = await qutu.query<{ n: number }>('select count(*)::int as n from sessions where user_id = $1', [fan.id]);
    expect(sessions[0].n).toBe(1);
    await page.close();
  });
});
