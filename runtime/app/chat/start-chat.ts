import { create, type ChatSdk } from '../../im/index.ts';
import { chatAppId } from '../../core/chat/chat-app-id.ts';
import { apiHosts } from '../../core/http/api.ts';
import type { SiteConfig } from '../../core/store/client-state.ts';
import { tenant } from '../../core/tenant/tenant.ts';
import { afterNextPaint } from '../../core/time/after-paint.ts';
import { followSession } from './follow-session.ts';
import { followUnread } from './follow-unread.ts';

/**
 * Creates the app's one SDK instance against the gateway at the API origin (`/im/ws`, `/im/long-poll`) and keeps it
 * logged in as the session's user; guests stay logged out and read live rooms by anonymous long polling
 * (docs/im-api.md), and keeps the menu's chat badge at the one-to-one unread count. This module is loaded only on first need (chat-loader.ts).
 */
export function startChat(config: SiteConfig | null): ChatSdk {
  const sdk = create({
    SDKAppID: chatAppId(config, tenant.im) ?? 0,
    // The preferred host first, then the others: a chat socket whose server dies reconnects to the next (spec 000 §7).
    server: [...new Set([apiHosts.preferred(), ...apiHosts.all])],
    storage: localStorage,
    // A list screen draws the first page of conversations before the next pages' answers are decoded.
    afterFirstListPage: afterNextPaint,
  });
  followUnread(sdk);
  followSession(sdk);
  return sdk;
}
