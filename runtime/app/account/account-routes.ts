import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { addMessages } from '../../core/i18n/i18n.ts';

let labels: Promise<void> | undefined;

/**
 * The screens' labels (namespace `account`), loaded with the first of them rather than with the app: most visits never
 * open a login form. Without overwrite, so a tenant's locale overrides (added at start) keep winning.
 */
function loadLabels(): Promise<void> {
  labels ??= import('./messages.ts').then(({ accountMessages }) => {
    for (const locale of ['cn', 'pt-br'] as const) addMessages(locale, 'account', accountMessages[locale]);
  });
  // A failed load (a dropped connection) is tried again by the next visit.
  labels.catch(() => (labels = undefined));
  return labels;
}

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await Promise.all([load(), loadLabels()]))[0].default,
});

/** /login, /register and /forget-password (spec 000 §2): part of every tenant, whatever features it builds. */
export const accountRoutes: RouteObject[] = [
  { path: '/login', lazy: screen(() => import('./login-page.tsx')) },
  { path: '/register', lazy: screen(() => import('./register-page.tsx')) },
  { path: '/forget-password', lazy: screen(() => import('./forget-password-page.tsx')) },
];
