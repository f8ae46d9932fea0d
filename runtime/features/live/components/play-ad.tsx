import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { adTarget, showsAd, usableAd } from '../../../core/rules/ad-rules.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { colors } from '../../../core/theme/theme.ts';

/**
 * Over the player's right edge, above the sound control and below the other-room banner: an overlay, so the page
 * never moves when it comes or goes, and it leaves the gift animations (bottom left) alone.
 */
const Card = styled.aside`
  position: absolute;
  z-index: 2;
  right: 0.5rem;
  bottom: 3rem;
  width: 4.25rem;
  padding: 0.25rem;
  border-radius: 0.5rem;
  background: ${colors.scrim};
  color: ${colors.onMedia};
  font-size: 0.625rem;
  line-height: 1.25;
  text-align: center;
  a {
    display: block;
    color: inherit;
    text-decoration: none;
  }
  img {
    display: block;
    width: 3.75rem;
    height: 3.75rem;
    border-radius: 0.25rem;
    background: ${colors.surface};
    object-fit: cover;
  }
  span {
    display: -webkit-box;
    margin-top: 0.25rem;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  small {
    position: absolute;
    top: 0.25rem;
    left: 0.25rem;
    padding: 0 0.25rem;
    border-radius: 0.25rem 0 0.25rem 0;
    background: ${colors.scrim};
    font-size: 0.5625rem;
  }
`;

const Close = styled.button`
  position: absolute;
  top: -0.625rem;
  right: -0.5rem;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${colors.scrimStrong};
  color: ${colors.onMedia};
  font-size: 0.75rem;
  line-height: 1.5rem;
  cursor: pointer;
`;

/**
 * The live room's QR or banner ad (commonConfig `live_play_ad`; docs/decisions.md "Ad slots"): the operator's picture
 * (a QR code to scan, or a small banner) and its text over the playing stream, for guests and fans whose `is_no_qrad`
 * is 0; VIP removes it. Closing it hides it for this visit to the room.
 */
export function PlayAd() {
  const { t } = useT('live');
  const lang = useAppStore((s) => s.lang);
  const ad = usableAd(useAppStore((s) => s.commonConfig.live_play_ad));
  const shown = useSession((s) => showsAd('live_play_ad', s.user));
  const [closed, setClosed] = useState(false);
  if (!ad || !shown || closed) return null;
  const target = adTarget(ad.link);
  const title = lang === 'cn' ? ad.title : ad.title_pt;
  const face = (
    <>
      <img src={serverUrl(ad.image)} alt="" width="60" height="60" />
      <span>{title}</span>
    </>
  );
  return (
    <Card aria-label={t('ad.label')} data-testid="play-ad" data-ad={ad.id}>
      {target && 'inApp' in target ? <Link to={target.inApp}>{face}</Link> : null}
      {target && 'external' in target ? (
        <a href={target.external} target="_blank" rel="noopener noreferrer">
          {face}
        </a>
      ) : null}
      {target ? null : face}
      <small>{t('ad.label')}</small>
      <Close type="button" aria-label={t('ad.close')} onClick={() => setClosed(true)} data-testid="play-ad-close">
        ×
      </Close>
    </Card>
  );
}
