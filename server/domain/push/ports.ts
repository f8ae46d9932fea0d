import type { PendingWork } from './pending-work.ts';
import type { PushSender } from './push-sender.ts';
import type { EndpointPolicy } from './subscriptions.ts';
import type { VapidKeys } from './vapid.ts';

/** Web Push as start-up built it (server/push-setup.ts): the site's keys, its sender, where it may send, its icon. */
export interface WebPush {
  keys: VapidKeys;
  sender: PushSender;
  policy: EndpointPolicy;
  /** The brand's icon under /m/ (the built site's apple-touch-icon), shown with each notice; absent for an API-only node. */
  icon?: string;
  /** The fan-outs under way (jobs/match-push.ts). */
  pending: PendingWork;
}
