import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useT } from '../../../../core/i18n/i18n.ts';
import { useNow } from '../../../../core/time/use-now.ts';
import { managesRoom, waitClock, type RoomModeration } from '../../lib/room-moderation.ts';
import { colors } from '../../../../core/theme/theme.ts';

const Strip = styled.p<{ alert: boolean }>`
  margin: 0;
  padding: 0.375rem 0.75rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => (p.alert ? colors.danger : p.theme.color.textMuted)};
  font-size: 0.75rem;
  text-align: center;
`;

/**
 * Above the send bar, what the room's managers have set for this fan: a ban with the time left (the page heard it),
 * why the last send was refused (the server said so), or slow mode and, after a send, the seconds left to wait.
 * `onUnmuted` is called when a ban the page knows of has run out.
 */
export function SendStatus(props: { moderation: RoomModeration; wait: number; refusal: string; onUnmuted(): void }) {
  const { moderation, wait, refusal, onUnmuted } = props;
  if (moderation.mutedUntil !== null) return <MutedStatus until={moderation.mutedUntil} onUnmuted={onUnmuted} />;
  if (refusal) return <StatusLine alert text={refusal} />;
  if (moderation.slowMode > 0 && !managesRoom(moderation.role)) return <SlowModeStatus seconds={moderation.slowMode} wait={wait} />;
  return null;
}

function StatusLine(props: { alert?: boolean; text: string }) {
  return (
    <Strip alert={props.alert === true} role={props.alert ? 'alert' : 'status'} data-testid="chat-send-status">
      {props.text}
    </Strip>
  );
}

function SlowModeStatus(props: { seconds: number; wait: number }) {
  const { t } = useT('live');
  return (
    <StatusLine text={props.wait > 0 ? t('chat.slowWait', { seconds: props.wait }) : t('chat.slowMode', { seconds: props.seconds })} />
  );
}

/** The ban's time left, ticking each second while it lasts. */
function MutedStatus(props: { until: number; onUnmuted(): void }) {
  const { t } = useT('live');
  const now = useNow(1000);
  const left = Math.ceil((props.until - now) / 1000);
  const { onUnmuted } = props;
  useEffect(() => {
    if (left <= 0) onUnmuted();
  }, [left, onUnmuted]);
  return <StatusLine alert text={t('chat.muted', { time: waitClock(left) })} />;
}
