import styled from '@emotion/styled';
import { useState, type MouseEvent } from 'react';
import type { Banner } from '../../../core/store/client-state.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { navigateTo } from '../../../core/navigation/navigator.ts';
import { colors } from '../../../core/theme/theme.ts';

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
`;

const Slide = styled.a`
  display: flex;
  flex: 0 0 100%;
  align-items: center;
  gap: 0.75rem;
  box-sizing: border-box;
  aspect-ratio: 375 / 128;
  padding: 0 1.25rem;
  scroll-snap-align: center;
  background: linear-gradient(120deg, ${colors.primary}, ${colors.heroEnd});
  color: ${colors.onPrimary};
  text-decoration: none;
  img {
    flex: none;
    width: 4rem;
    height: 4rem;
  }
  span {
    font-size: 1.0625rem;
    font-weight: 600;
    line-height: 1.35;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.375rem;
  margin-top: -1rem;
  position: relative;
  i {
    width: 0.375rem;
    height: 0.375rem;
    border-radius: 999px;
    background: color-mix(in srgb, ${colors.onPrimary} 50%, transparent);
  }
  i[data-on='true'] {
    width: 1rem;
    background: ${colors.onPrimary};
  }
`;

/** Only web addresses and paths are followed: a server-sent `javascript:` or `data:` link becomes no link at all. */
const safeLink = (link: string) => (/^https?:\/\//i.test(link) || /^\/(?!\/)/.test(link) ? link : undefined);

/** A banner to a page of this app (/m/...) moves inside the app instead of reloading it. */
function openInApp(event: MouseEvent<HTMLAnchorElement>, link: string) {
  if (!link.startsWith('/m/')) return;
  event.preventDefault();
  navigateTo(link.slice(2));
}

/**
 * The home banners (GET /api/home/getHomeScroll) as swipeable slides with a fixed height, so nothing below moves when
 * they arrive. Banner links are app paths (/m/...) or full addresses; they are followed as ordinary links.
 */
export function BannerCarousel(props: { banners: Banner[] }) {
  const { t } = useT('headline');
  const [index, setIndex] = useState(0);
  const banners = [...props.banners].sort((a, b) => a.sort - b.sort);
  if (banners.length === 0) return <Slide as="div" aria-hidden="true" />;
  return (
    <section aria-label={t('banners')} data-testid="banners">
      <Track onScroll={(event) => setIndex(Math.round(event.currentTarget.scrollLeft / event.currentTarget.clientWidth))}>
        {banners.map((banner) => (
          <Slide key={banner.id} href={safeLink(banner.link)} onClick={(event) => openInApp(event, banner.link)}>
            <img src={serverUrl(banner.image)} alt="" width="64" height="64" />
            <span>{banner.title}</span>
          </Slide>
        ))}
      </Track>
      {banners.length > 1 ? (
        <Dots aria-hidden="true">
          {banners.map((banner, i) => (
            <i key={banner.id} data-on={i === index} />
          ))}
        </Dots>
      ) : null}
    </section>
  );
}
