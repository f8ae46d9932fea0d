import { useT } from '../../../core/i18n/i18n.ts';
import { playerLabels } from '../../../ui/player/player-labels.ts';
import type { PlayerLabels } from '../../../ui/player/video-player.tsx';

/** The shared player's texts from this feature's catalogue. */
export function usePlayerLabels(): PlayerLabels {
  const { t } = useT('video');
  return playerLabels(t);
}
