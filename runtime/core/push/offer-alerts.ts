import { confirmDialog, showToast } from '../feedback/feedback-store.ts';
import { addMessages, translate } from '../i18n/i18n.ts';
import { offerAfterFollow, type OfferOutcome } from './follow-offer.ts';
import { offerMessages } from './offer-messages.ts';
import { browserPushHost, pushCalls } from './push-host.ts';

const namespace = 'push-offer';

/** The offer in this browser, after the fan's follow: the app's confirm dialog, its toast for the outcome. */
export function offerAlertsAfterFollow(): Promise<OfferOutcome> {
  addMessages('cn', namespace, offerMessages.cn);
  addMessages('pt-br', namespace, offerMessages['pt-br']);
  const text = (key: keyof typeof offerMessages.cn) => translate(key, namespace);
  return offerAfterFollow({
    host: browserPushHost(),
    calls: pushCalls,
    memory: localStorage,
    ask: () => confirmDialog({ title: text('title'), message: text('message'), confirmText: text('confirm'), cancelText: text('cancel') }),
    tell: (outcome) =>
      showToast(text(outcome === 'failed' ? 'failed' : outcome.kind === 'on' ? 'on' : outcome.kind === 'denied' ? 'denied' : 'failed')),
  });
}
