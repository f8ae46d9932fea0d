import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverUrl } from '../../core/http/api.ts';
import { useT } from '../../core/i18n/i18n.ts';
import { useOverlayTurn } from '../../core/overlay/use-overlay.ts';
import { popAdDayKey, popAdDue, showsAd, usableAd } from '../../core/rules/ad-rules.ts';
import { serverDay } from '../../core/rules/server-time.ts';
import { useSession } from '../../core/session/use-session.ts';
import { useAppStore } from '../../core/store/use-app-store.ts';
import { tenant } from '../../core/tenant/tenant.ts';
import { colors } from '../../core/theme/theme.ts';
import { ModalFocus } from '../../ui/modal-focus.ts';
import { adTagCss, followAdLink, readStoredDay, storeDay, useFirstStep } from '../ads/ad-parts.ts';

const Backdrop = styled.div`
  position: fixed;
  /* Over pages and the match-start popup (900), under the new-benefit modal (1050) and the confirm dialogs (1100). */
  z-index: 1000;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  background: ${colors.scrim};
`;

const Card = styled.figure`
  position: relative;
  width: min(17rem, 76vw);
  margin: 0;
  overflow: hidden;
  border-radius: 0.875rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  img {
    display: block;
    width: 100%;
    /* The picture's box is kept before it loads: nothing moves when it arrives. */
    aspect-ratio: 3 / 4;
    object-fit: cover;
  }
  figcaption {
    padding: 0.625rem 0.75rem;
    font-size: 0.9375rem;
    font-weight: 600;
    text-align: center;
  }
  small {
    ${adTagCss};
    top: 0.5rem;
    left: 0.5rem;
  }
`;

const Close = styled.button`
  width: 2.25rem;
  height: 2.25rem;
  border: 2px solid ${colors.surface};
  border-radius: 50%;
  background: ${colors.scrimLight};
  color: ${colors.onMedia};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

/**
 * The landing pages' pop-up ad (commonConfig `home_pop_ad`; docs/decisions.md "Ad slots"): over a menu page, at most
 * once per server day in this browser, never to a fan whose `is_no_popad` removes it (VIP), and only after the fan's
 * first step on the site. It waits its turn in the overlay queue; the day is written when it shows, so a reload while
 * it is open does not bring it back. A tap on the picture follows the ad's link.
 */
export function PopAd(props: { onLandingPage: boolean }) {
  const { t } = useT('notices');
  const lang = useAppStore((s) => s.lang);
  const ad = usableAd(useAppStore((s) => s.commonConfig.home_pop_ad));
  const spared = useSession((s) => !showsAd('home_pop_ad', s.user));
  const navigate = useNavigate();
  const stepped = useFirstStep();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { onLandingPage } = props;
  const wanted = due && !closed && onLandingPage && Boolean(ad) && !spared && stepped;
  const turn = useOverlayTurn('pop-ad', wanted);

  useEffect(() => {
    setDue(Boolean(ad) && popAdDue(readStoredDay(popAdDayKey(tenant.code)), serverDay(Date.now() / 1000)));
    setClosed(false);
    // A new ad id (the operator changed it) is a new ad; the same one again is not.
  }, [ad?.id]);

  useEffect(() => {
    if (!turn) return;
    storeDay(serverDay(Date.now() / 1000), popAdDayKey(tenant.code));
  }, [turn]);

  if (!wanted || !turn || !ad) return null;
  const close = () => setClosed(true);
  const follow = () => {
    close();
    followAdLink(ad.link, navigate);
  };
  const title = lang === 'cn' ? ad.title : ad.title_pt;
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && close()} ref={box} data-testid="pop-ad" data-ad={ad.id}>
      <ModalFocus target={box} onEscape={close} />
      <Card role="dialog" aria-modal="true" aria-label={title}>
        <button type="button" onClick={follow} data-testid="pop-ad-open">
          <img src={serverUrl(ad.image)} alt="" width="272" height="363" />
          <figcaption>{title}</figcaption>
        </button>
        <small>{t('ad')}</small>
      </Card>
      <Close type="button" autoFocus aria-label={t('close')} onClick={() => close()} data-testid="pop-ad-close">
        ×
      </Close>
    </Backdrop>
  );
}
