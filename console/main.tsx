import { createRoot } from 'react-dom/client';
import { setApiLanguage } from './api/api.ts';
import { ConsoleRoutes } from './app/router.tsx';
import { preferredLanguage, startI18n } from './i18n/i18n.ts';
import { useSession } from './state/session-store.ts';
import { GlobalStyle } from './ui/global-style.tsx';

const language = preferredLanguage();
startI18n(language);
setApiLanguage(language);
void useSession.getState().check();

createRoot(document.getElementById('root') as HTMLElement).render(
  <>
    <GlobalStyle />
    <ConsoleRoutes />
  </>,
);
