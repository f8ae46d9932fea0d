import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverUrl } from '../../core/http/api.ts';
import { addMessages, useT } from '../../core/i18n/i18n.ts';
import { useOverlayTurn } from '../../core/overlay/use-overlay.ts';
import { popAdDayKey, showsAd, usableAd } from '../../core/rules/ad-rules.ts';
import { launchAdDayKey, launchAdDue, launchAdSeconds, launchAdShows } from '../../core/rules/launch-ad-rules.ts';
import { serverDay } from '../../core/rules/server-time.ts';
import { useSession } from '../../core/session/use-session.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';
import { tenant } from '../../core/tenant/tenant.ts';
import { colors } from '../../core/theme/theme.ts';
import { ModalFocus } from '../../ui/modal-focus.ts';
import { adTagCss, followAdLink, readStoredDay, storeDay, useFirstStep } from '../ads/ad-parts.ts';
import { launchAdMessages } from './messages.ts';

// Without overwrite: a tenant's locale overrides (added at start) keep winning.
for (const locale of ['cn', 'pt-br'] as const) addMessages(locale, 'launch-ad', launchAdMessages[locale]);

const Screen = styled.div`
  position: fixed;
  /* Over pages, the bottom menu and the match-start popup (900), as the pop-up ad; the queue keeps them apart. */
  z-index: 1000;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  > button:first-of-type {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
    padding: 0 0 env(safe-area-inset-bottom);
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  img {
    flex: 1;
    min-height: 0;
    width: 100%;
    object-fit: contain;
  }
  strong {
    padding: 1rem;
    font-size: 1rem;
    text-align: center;
  }
  small {
    ${adTagCss};
    top: calc(env(safe-area-inset-top) + 0.75rem);
    left: 0.75rem;
    /* On the page's own surface, not over a picture: the strong scrim keeps white text readable in light mode. */
    background: ${colors.scrimStrong};
  }
`;

const Skip = styled.button`
  position: absolute;
  top: calc(env(safe-area-inset-top) + 0.5rem);
  right: 0.75rem;
  min-width: 4.5rem;
  min-height: 2.25rem;
  padding: 0 0.875rem;
  border: 0;
  border-radius: 1.125rem;
  background: ${colors.scrimStrong};
  color: ${colors.onMedia};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
`;

/** What the shell saw of the app's start: opened as the installed app, onto a landing page (a menu page). */
export interface LaunchStart {
  standalone: boolean;
  onLandingPage: boolean;
}

/** What the app's start says, read once, beside what the shell saw of it (installed app, landing page). */
function startFacts(start: LaunchStart) {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    ...start,
    navigation: navigation?.type,
    lastShownDay: readStoredDay(launchAdDayKey(tenant.code)),
    today: serverDay(Date.now() / 1000),
  };
}

/**
 * The installed app's launch ad (commonConfig `launch_ad`; docs/decisions.md "The launch ad of the installed app"):
 * full-screen at a cold start of the installed app onto a landing page, once per server day on this device, skippable
 * at once and gone by itself after {@link launchAdSeconds}. The shell loads it after the first paint and only in the
 * installed app; it waits for its picture and its turn in the overlay queue, so it never covers a chat or a login.
 */
export default function LaunchAd(start: LaunchStart) {
  const { t } = useT('launch-ad');
  const lang = useAppStore((s) => s.lang);
  const ad = usableAd(useAppStore((s) => s.commonConfig.launch_ad));
  const spared = useSession((s) => !showsAd('home_pop_ad', s.user));
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  // A tap on the ad itself is an answer to it, not a step past it.
  const movedOn = useFirstStep(!shown);
  const [picture, setPicture] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [closed, setClosed] = useState(false);
  const [left, setLeft] = useState(launchAdSeconds);
  const box = useRef<HTMLDivElement>(null);
  const [facts] = useState(() => startFacts(start));
  const base = { ...facts, hasAd: Boolean(ad), spared };
  const due = launchAdDue(base);
  const turn = useOverlayTurn('launch-ad', !closed && launchAdShows({ ...base, picture, movedOn }));

  useEffect(() => {
    if (!due || !ad) return undefined;
    // The picture is fetched before anything shows: a slow or broken one leaves the app as it is.
    const image = new Image();
    image.onload = () => setPicture('loaded');
    image.onerror = () => setPicture('failed');
    image.src = serverUrl(ad.image);
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [due, ad?.image]);

  useEffect(() => {
    if (!turn) return undefined;
    setShown(true);
    // The launch ad is the day's pop-up ad: the landing pages' pop-up does not follow it on the same day.
    storeDay(facts.today, launchAdDayKey(tenant.code), popAdDayKey(tenant.code));
    const timer = setInterval(() => setLeft((seconds) => seconds - 1), 1_000);
    return () => clearInterval(timer);
  }, [turn]);

  useEffect(() => {
    if (left <= 0) setClosed(true);
  }, [left]);

  if (!turn || !ad) return null;
  const close = () => setClosed(true);
  const follow = () => {
    close();
    followAdLink(ad.link, navigate);
  };
  const title = lang === 'cn' ? ad.title : ad.title_pt;
  return (
    <Screen ref={box} role="dialog" aria-modal="true" aria-label={title} data-testid="launch-ad" data-ad={ad.id}>
      <ModalFocus target={box} onEscape={close} />
      <button type="button" onClick={follow} data-testid="launch-ad-open">
        <img src={serverUrl(ad.image)} alt="" />
        <strong>{title}</strong>
      </button>
      <small>{t('ad')}</small>
      <Skip type="button" autoFocus aria-label={t('skipLabel', { count: left })} onClick={close} data-testid="launch-ad-skip">
        {t('skip', { count: left })}
      </Skip>
    </Screen>
  );
}
