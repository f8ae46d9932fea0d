import { useT } from '../../../core/i18n/i18n.ts';
import type { PlayerLabels } from '../../../ui/player/video-player.tsx';

/** The shared player's texts from this feature's catalogue. */
export function usePlayerLabels(): PlayerLabels {
  const { t } = useT('video');
  return {
    failed: t('player.failed'),
    retry: t('player.retry'),
    play: t('player.play'),
    pause: t('player.pause'),
    unmute: t('player.unmute'),
    replay: t('player.replay'),
    seek: t('player.seek'),
  };
}
