import type { APIRequestContext } from '@playwright/test';
import { anchorFansGroupId, ConversationType, GroupType } from '../../runtime/im/index.ts';
import { nodeChat } from './chat-fans.ts';
import { apiCall, type E2eSite } from './site-server.ts';

/**
 * A seeded anchor (`anchor01` ...) makes their fan group over the real gateway and posts `text` in it, as the anchor's
 * app would (docs/decisions.md "Anchor fan groups"). Answers the anchor's user info and the group's id.
 */
export async function anchorWithFanGroup(
  request: APIRequestContext,
  site: E2eSite,
  account: string,
  text: string,
): Promise<{ anchor: Record<string, unknown>; groupID: string }> {
  const anchor = await apiCall<Record<string, unknown>>(request, site, '/webapi/user/login', { account, password: 'sideline2026' });
  const groupID = anchorFansGroupId(String(anchor.uid));
  const anchorChat = await nodeChat(site, anchor);
  try {
    await anchorChat.createGroup({ type: GroupType.PUBLIC, name: `${String(anchor.nick_name)}的粉丝团`, groupID });
    await anchorChat.sendMessage(
      anchorChat.createTextMessage({ to: groupID, conversationType: ConversationType.GROUP, payload: { text } }),
    );
  } finally {
    await anchorChat.destroy();
  }
  return { anchor, groupID };
}
