import type { RouteObject } from 'react-router-dom';

/** /login, /register and /forget-password (spec 000 §2): part of every tenant, whatever features it builds. */
export const accountRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./login-page.tsx')).default }) },
  { path: '/register', lazy: async () => ({ Component: (await import('./register-page.tsx')).default }) },
  { path: '/forget-password', lazy: async () => ({ Component: (await import('./forget-password-page.tsx')).default }) },
];
