import { createApiClient } from './client.ts';

let csrfToken: string | null = null;
let lang = 'zh';
let signedOut: (message: string) => void = () => undefined;

/** The console's client: the session's CSRF token on every change, the console's language on every call. */
export const api = createApiClient({
  csrfToken: () => csrfToken,
  lang: () => lang,
  onSignedOut: (message) => signedOut(message),
});

/** Remembers the session's CSRF token (null when signed out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The language descriptions are asked in (`zh` or `pt-BR`). */
export function setApiLanguage(language: string): void {
  lang = language;
}

/** What happens when any call finds the session over (the session store sends the operator to sign in). */
export function whenSignedOut(handler: (message: string) => void): void {
  signedOut = handler;
}
