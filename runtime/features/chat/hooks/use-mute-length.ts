import { useCallback } from 'react';
import { useT, type Translate } from '../../../core/i18n/i18n.ts';
import { muteLength } from '../lib/group-tips.ts';

/** A mute's seconds in words ("10 分钟", "1 dia") with the chat's translator. */
export function muteLengthText(seconds: number, t: Translate): string {
  const length = muteLength(seconds);
  return t(`length.${length.key}`, length.values);
}

/** A mute's seconds in words, as a tip's line says it in the room and in the group tab. */
export function useMuteLength(): (seconds: number) => string {
  const { t } = useT('chat');
  return useCallback((seconds: number) => muteLengthText(seconds, t), [t]);
}
