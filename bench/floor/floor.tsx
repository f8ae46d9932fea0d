/**
 * The floor of the bundle: the libraries the runtime requires, used the way runtime/app/main.tsx uses them and
 * nothing of ours. Bundled like a tenant (bench/floor-size.ts), it shows how much of the initial JS is our own.
 */
import { Global, ThemeProvider, css } from '@emotion/react';
import styled from '@emotion/styled';
import axios from 'axios';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

void i18next.use(initReactI18next).init({ lng: 'cn', resources: { cn: { common: { hello: 'x' } } }, initAsync: false });
const useStore = create<{ n: number }>()(persist(() => ({ n: 0 }), { name: 'floor', storage: createJSONStorage(() => localStorage) }));
const client = axios.create({ timeout: 10_000 });
const Box = styled.main`
  color: ${(p) => (p.theme as { c: string }).c};
`;

function Page() {
  const { t } = useTranslation('common');
  const n = useStore((s) => s.n);
  return (
    <Box onClick={() => void client.get('/')}>
      {t('hello')}
      {n}
    </Box>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page />, children: [{ path: 'x', lazy: async () => ({ Component: Page }) }] }], {
  basename: '/m',
});
createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={{ c: 'red' }}>
    <Global
      styles={css`
        body {
          margin: 0;
        }
      `}
    />
    <RouterProvider router={router} />
  </ThemeProvider>,
);
