/**
 * Called after a fan's follow of a match succeeded: loads the alerts' offer (follow-offer.ts, offer-alerts.ts) only then, so nothing of
 * it is in what a page loads at start, and lets it decide whether to show.
 */
export function afterMatchFollow(): void {
  void import('./offer-alerts.ts').then((offer) => offer.offerAlertsAfterFollow()).catch(() => undefined);
}
