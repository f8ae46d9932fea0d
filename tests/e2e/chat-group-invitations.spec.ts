import { fanPage, newUser, nodeChat } from './chat-fans.ts';
import { expect, test } from './site-clock.ts';
import { serveSite, type E2eSite } from './site-server.ts';

/** A member's invitation waiting for the owner, and a community's custom role, on the group pages over the real gateway. */
let site: E2eSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveSite('qutu');
});
test.afterAll(() => site.close());

test("the owner sees whom a member's invitation would bring in and lets her in; a custom role shows as such", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await newUser(request, site, 'Ana');
  const bia = await newUser(request, site, 'Bia');
  const cai = await newUser(request, site, 'Cai');
  // Ana's group lets members invite with her approval; Bia invites Cai, and Ana gives Bia a custom role in a community.
  const anaChat = await nodeChat(site, ana);
  const biaChat = await nodeChat(site, bia);
  let groupID = '';
  let communityID = '';
  try {
    groupID = (
      await anaChat.createGroup({
        type: 'Public',
        name: '邀请审批',
        inviteOption: 'NeedPermission',
        memberList: [{ userID: String(bia.uid) }],
      })
    ).data.group.groupID;
    communityID = (await anaChat.createGroup({ type: 'Community', name: '自定义角色', memberList: [{ userID: String(bia.uid) }] })).data
      .group.groupID;
    await biaChat.addGroupMember({ groupID, userIDList: [String(cai.uid)] });
    await anaChat.setGroupMemberRole({ groupID: communityID, userID: String(bia.uid), role: 'Custom' });
  } finally {
    await anaChat.destroy();
    await biaChat.destroy();
  }
  const owner = await fanPage(browser, ana);
  try {
    const page = owner.page;
    await page.goto(`${site.url}/m/chat-group-info/${encodeURIComponent(groupID)}`);
    const invitation = page.locator(`[data-testid=group-application][data-user="${String(bia.uid)}"]`);
    await expect(invitation).toContainText('Bia', { timeout: 15_000 });
    // The invitee goes by her nick (the chat layer's profile), not her id.
    await expect(invitation.getByTestId('application-invitee')).toHaveText('邀请 Cai 入群');
    await expect(page.getByTestId('group-count')).toHaveText('2 人');
    await invitation.getByTestId('application-agree').click();
    await expect(page.getByTestId('group-application')).toHaveCount(0);
    await expect(page.locator(`[data-testid=group-member][data-user="${String(cai.uid)}"]`)).toBeVisible();

    await page.goto(`${site.url}/m/chat-group-member/${String(bia.uid)}/${encodeURIComponent(communityID)}`);
    await expect(page.getByTestId('member-role')).toHaveText('自定义角色', { timeout: 15_000 });
  } finally {
    await owner.close();
  }
});
