import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../core/i18n/i18n.ts';
import { applyPageMeta, pageMetaFor } from '../../core/navigation/page-meta.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';
import type { Locale } from '../../../schema/generated/resolved-manifest.ts';
import { tenant } from '../../core/tenant/tenant.ts';
import { BottomMenu } from '../../ui/bottom-menu.tsx';
import { features } from '../feature-registry.ts';
import { useAfterStart } from './after-start.ts';
import { useBackurl } from './use-backurl.ts';
import type { LaunchStart } from '../launch-ad/launch-ad.tsx';

// Spec 000 §2's match-start popup and new-benefit modal, and the pop-up ad: loaded after the first paint (the chat SDK with them).
const Notices = lazy(() => import('../notices/notices.tsx'));
// The installed app's launch ad: fetched only in the installed app, after the first paint (docs/runtime-rules.md).
const LaunchAd = lazy(() => import('../launch-ad/launch-ad.tsx'));

/**
 * The frame around every page: page title and keywords per path, the bottom menu on the menu's own pages, and the
 * always-rendered notices once the app has started.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const lang = useAppStore((s) => s.lang);
  const { t } = useT();
  // Labels follow the language.
  const items = useMemo(() => menuItems(t, lang), [lang, t]);

  useEffect(() => applyPageMeta(pageMetaFor(tenant, pathname, lang)), [pathname, lang]);
  useBackurl();

  const started = useAfterStart();
  const onMenuPage = items.some((item) => item.path === pathname);
  // Decided once, after hydration, on the page the app opened on: only a cold start onto a landing page may show it.
  const [launch, setLaunch] = useState<LaunchStart | null>(null);
  useEffect(() => setLaunch({ standalone: matchMedia('(display-mode: standalone)').matches, onLandingPage: onMenuPage }), []);
  // The page and the menu each in a boundary of their own: hydrating the build's or the server's HTML, React hydrates
  // the frame at once and each boundary after it at a low priority, yielding to the browser every few milliseconds,
  // instead of the whole page in one long task (docs/decisions.md "The first screen's main thread"). Nothing in them
  // suspends (the router loads a route's page before it renders it), so no fallback ever shows.
  return (
    <>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {onMenuPage ? (
        <Suspense fallback={null}>
          <BottomMenu items={items} label={t('menu')} />
        </Suspense>
      ) : null}
      {/* Only the installed app loads the launch ad's code; its rule (launch-ad-rules.ts) decides the rest. */}
      {launch?.standalone ? (
        <Suspense fallback={null}>
          <LaunchAd {...launch} />
        </Suspense>
      ) : null}
      {started ? (
        <Suspense fallback={null}>
          {/* The menu's pages are the app's landing pages: the pop-up ad shows there. */}
          <Notices onLandingPage={onMenuPage} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The client-state counts a menu entry may show, each read so that only its badge re-renders when it changes. */
const badgeCounts = { c2cUnreadCount: () => useAppStore((s) => s.c2cUnreadCount) } as const;

/** Menu entries in the manifest's order, for the features that are built and have one. */
function menuItems(t: (key: string, options: { ns: string; defaultValue: string }) => string, lang: Locale) {
  return tenant.menu.flatMap((name) => {
    const menu = features.find((f) => f.name === name)?.menu;
    return menu
      ? [
          {
            path: menu.path,
            label: t('menuLabel', { ns: name, defaultValue: menu.label[lang] }),
            icon: menu.icon,
            useBadge: menu.badge ? badgeCounts[menu.badge] : undefined,
          },
        ]
      : [];
  });
}
