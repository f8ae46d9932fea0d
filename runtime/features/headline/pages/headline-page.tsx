import styled from '@emotion/styled';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { slotComponent } from '../../../core/slots.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tenant } from '../../../core/tenant/tenant.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { homeApi, type HotEvent } from '../api/home.ts';
import { AnchorStrip } from '../components/anchor-strip.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { DbLeagues } from '../components/db-leagues.tsx';
import { HeadlineTabs } from '../components/headline-tabs.tsx';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { MatchCards } from '../components/match-cards.tsx';
import { RoomGrid } from '../components/room-grid.tsx';
import { HomeSection } from '../components/section.tsx';
import { useHeadlineTab } from '../hooks/use-headline-tab.ts';
import { useHomeData } from '../hooks/use-home-data.ts';

const Header = styled(PageHeader)`
  justify-content: space-between;
  a {
    display: flex;
    color: inherit;
  }
`;

const Notice = styled.p`
  display: flex;
  gap: 0.375rem;
  overflow: hidden;
  margin: 0.75rem 0.75rem 0;
  padding: 0.375rem 0.625rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** /headline, the home page: banners, the announcement, then the headline tab the switches allow (spec 000 §2). */
export default function HeadlinePage() {
  const { t } = useT('headline');
  const lang = useAppStore((s) => s.lang);
  const banners = useAppStore((s) => s.banners);
  const { home, failed, retry } = useHomeData();
  const { tabs, selected, select } = useHeadlineTab();
  return (
    <Page data-page="headline">
      <Header>
        <span>{tenant.siteName[lang]}</span>
        <Link to="/search" aria-label={t('search')}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Link>
      </Header>
      <BannerCarousel banners={banners} />
      {failed ? (
        <MessagePanel
          testId="home-failed"
          title={t('failed')}
          text={t('failedHint')}
          action={
            <PillButton type="button" onClick={retry}>
              {t('retry')}
            </PillButton>
          }
        />
      ) : !home ? (
        <HomeSkeleton />
      ) : (
        <>
          {home.announcement ? (
            <Notice data-testid="announcement">
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M3 10v4h4l5 4V6L7 10zM16 8a5 5 0 0 1 0 8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{home.announcement}</span>
            </Notice>
          ) : null}
          {home.hot.length > 0 ? (
            <HomeSection
              title={t('hotMatches')}
              more={tenant.builtFeatures.includes('score') ? { to: '/score', label: t('more') } : undefined}
              testId="hot-section"
            >
              <MatchCards matches={home.hot} />
            </HomeSection>
          ) : null}
          {tabs.length > 0 ? <HeadlineTabs tabs={tabs} selected={selected} onSelect={select} /> : null}
          {selected === 'anchors' ? (
            <>
              <HomeSection title={t('recAnchors')} testId="anchors-section">
                <AnchorStrip anchors={home.rec_anchors} />
              </HomeSection>
              <HomeSection title={t('liveNow')} more={{ to: '/live', label: t('more') }} testId="rooms-section">
                <RoomGrid rooms={home.lives} />
              </HomeSection>
            </>
          ) : selected === 'db' ? (
            <HotLeagues />
          ) : selected === 'clips' ? (
            <Clips />
          ) : null}
        </>
      )}
    </Page>
  );
}

/**
 * The clips tab: the newest short videos, from the video feature (core/slots.ts). The tab shows only where the video
 * feature is built (useHeadlineTab), so the panel that says clips are coming is for a build without its provider.
 */
function Clips() {
  const { t } = useT('headline');
  const ShortClips = slotComponent('shortClips');
  if (!ShortClips) return <MessagePanel testId="clips-empty" title={t('clipsEmpty')} text={t('clipsEmptyHint')} />;
  return (
    <Suspense fallback={null}>
      <ShortClips />
    </Suspense>
  );
}

/** The db tab's hot leagues, loaded when the tab is first shown. */
function HotLeagues() {
  const { t } = useT('headline');
  const [events, setEvents] = useState<HotEvent[] | null>(null);
  useEffect(() => {
    let active = true;
    homeApi.databaseHome().then(
      (answer) => active && setEvents(answer.hot_events),
      () => active && setEvents([]),
    );
    return () => {
      active = false;
    };
  }, []);
  return (
    <HomeSection title={t('hotLeagues')} more={{ to: '/database', label: t('more') }} testId="db-section">
      {events ? <DbLeagues events={events} /> : <HomeSkeleton />}
    </HomeSection>
  );
}
