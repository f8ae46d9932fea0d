import { loadChatSdk } from '../../../core/chat/chat-sdk.ts';
import type { Prefetch } from '../../../core/feature.ts';

/**
 * Starts the chat (the SDK's chunk, then a signed-in fan's login and first conversation page) as a chat route is
 * entered, beside the page's own code, rather than once the page has rendered and asked for it: /c2c's first rows
 * wait on the login (bench/conversation-list-load.ts). A guest gets the SDK logged out, as the page would load it.
 */
export const prefetch: Prefetch = () => void loadChatSdk();
