import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { serverUrl } from '../../../../core/http/api.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { useOverlayTurn } from '../../../../core/overlay/use-overlay.ts';
import { createGiftQueue, giftShowMs } from '../../lib/gift-queue.ts';
import type { CueChannel, GiftCue } from '../../lib/room-cues.ts';
import { colors } from '../../../../core/theme/theme.ts';

/** In from the left, held, faded out: the whole run fits the gift's time on screen. */
const slide = keyframes`
  from { opacity: 0; transform: translateX(-110%); }
  12% { opacity: 1; transform: none; }
  88% { opacity: 1; transform: none; }
  to { opacity: 0; transform: none; }
`;

const Show = styled.div`
  position: absolute;
  z-index: 2;
  bottom: 2.75rem;
  left: 0.5rem;
  display: flex;
  align-items: center;
  gap: 0.375rem;
  max-width: calc(100% - 1rem);
  padding: 0.25rem 0.75rem 0.25rem 0.25rem;
  border-radius: 999px;
  background: linear-gradient(90deg, ${colors.live}, ${colors.gift});
  color: ${colors.onMedia};
  pointer-events: none;
  animation: ${slide} ${giftShowMs}ms ease-out both;
  /* A still banner for fans who asked for less motion: it shows and goes with its turn, without moving. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  img,
  i {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
  }
  p {
    display: flex;
    flex-direction: column;
    min-width: 0;
    margin: 0;
    font-size: 0.75rem;
    line-height: 1.3;
  }
  p b,
  p span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    flex: none;
    color: ${colors.vip};
    font-size: 1.125rem;
    font-style: italic;
  }
`;

/**
 * The gift animation over the player (spec 000 §4 GiftAnimation; docs/decisions.md "Gift animation"): the gift's icon,
 * the sender's nick (text), the gift's name in the fan's language and the count, one gift at a time. Hidden from
 * screen readers: the chat's gift line says the same.
 */
export function GiftShow(props: { channel: CueChannel }) {
  const { t, i18n } = useT('live');
  const [cue, setCue] = useState<GiftCue | null>(null);
  const { channel } = props;

  useEffect(() => {
    const queue = createGiftQueue(setCue);
    const off = channel.on((cues) => {
      for (const item of cues) if (item.kind === 'gift') queue.push(item);
    });
    return () => {
      off();
      queue.dispose();
    };
  }, [channel]);

  // Through the overlay queue, last of all: a gift gives way to any pop-up on screen, and plays out unseen meanwhile.
  const turn = useOverlayTurn('gift', cue !== null);
  // Nothing on screen: the animation's styles in an inert template, so Emotion inserts them with the room's own, not
  // at a send's answer, where their descendant rules (img, p, b, span) made the browser restyle such elements across
  // the page in the send tap's frame.
  if (!cue || !turn) return <Show as="template" />;
  // Keyed by the send: each gift restarts the animation.
  return (
    <Show key={cue.key} data-testid="gift-show" data-own={cue.own === true} aria-hidden="true">
      {cue.icon ? <img src={serverUrl(cue.icon)} alt="" width={40} height={40} /> : <i />}
      <p>
        <b data-testid="gift-show-nick">{cue.nick}</b>
        <span data-testid="gift-show-gift">{t('show.gift', { gift: i18n.language === 'cn' ? cue.gift : cue.giftEn })}</span>
      </p>
      <strong data-testid="gift-show-count">{t('gift.countOption', { count: cue.count })}</strong>
    </Show>
  );
}
