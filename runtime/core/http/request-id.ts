/**
 * A fresh idempotency key for one tap of a paying button (docs/ledger.md rule 6): the server pays once per key, so a
 * retry of the same tap reuses it and a new tap makes a new one. getRandomValues works outside secure contexts, unlike
 * randomUUID.
 */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}
