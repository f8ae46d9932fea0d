import { useState } from 'react';
import { showToast } from '../../../../core/feedback/feedback-store.ts';
import { useRemote } from '../../../../core/http/use-remote.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { muteDurations } from '../../../../core/rules/constants.ts';
import { banUser, getRoomMember, setRoomManager, type RoomMember } from '../../api/room-manage.ts';
import { waitClock } from '../../lib/room-moderation.ts';
import { BottomSheet } from '../bottom-sheet.tsx';
import { Choice, Choices, Part, SheetNote } from './manage-styles.ts';
import { SheetLoad } from './sheet-load.tsx';

/**
 * What a room's anchor or manager can do to the sender of a chat line (a nick they tapped): ban them with the spec's
 * durations or lift a ban (not one the operator set), and, for the anchor, appoint an anchor admin as a manager or remove one. The anchor and
 * the managers cannot be banned, so they get no durations. The room hears every change; the sheet closes after one.
 */
export function MemberSheet(props: { liveId: number; uid: number; nick: string; role: 'anchor' | 'manager'; onClose(): void }) {
  const { t } = useT('live');
  const member = useRemote(() => getRoomMember(props.liveId, props.uid), `member-${props.liveId}-${props.uid}`);
  const [busy, setBusy] = useState(false);
  const { onClose } = props;

  const run = async (change: () => Promise<RoomMember>, said: (member: RoomMember) => string) => {
    if (busy) return;
    setBusy(true);
    try {
      showToast(said(await change()));
      onClose();
    } catch {
      // The client has toasted the server's reason.
      setBusy(false);
    }
  };
  const ban = (duration: number) =>
    run(
      () => banUser(props.liveId, props.uid, duration),
      (m) =>
        duration > 0
          ? t('member.banned', { nick: m.nick_name, duration: t(`mute.${duration}`) })
          : t('member.unbanned', { nick: m.nick_name }),
    );
  const appoint = (manager: boolean) =>
    run(
      () => setRoomManager(props.liveId, props.uid, manager),
      (m) => t(manager ? 'member.appointed' : 'member.dismissed', { nick: m.nick_name }),
    );

  const data = member.state === 'ready' ? member.data : null;
  // The operator's ban is the platform's: the room's managers see it, and cannot change it (the server refuses too).
  const operatorBan = data?.banned_by === 'operator';
  const badge = data?.role === 'anchor' ? ` · ${t('member.roleAnchor')}` : data?.role === 'manager' ? ` · ${t('member.roleManager')}` : '';
  return (
    <BottomSheet testId="member-sheet" title={`${data?.nick_name ?? props.nick}${badge}`} closeLabel={t('manage.close')} onClose={onClose}>
      <SheetLoad remote={member} />
      {data && data.role === 'viewer' ? (
        <Part>
          <h3>{t('member.ban')}</h3>
          {data.banned_for > 0 ? (
            <p data-testid="member-banned-for">{t('member.bannedFor', { time: waitClock(data.banned_for) })}</p>
          ) : null}
          {operatorBan ? <SheetNote data-testid="member-operator-ban">{t('member.operatorBan')}</SheetNote> : null}
          <Choices role="group" aria-label={t('member.ban')} data-testid="member-durations">
            {muteDurations.map((duration) => (
              <Choice
                key={duration}
                type="button"
                data-wide={duration === 0}
                disabled={busy || operatorBan || (duration === 0 && data.banned_for === 0)}
                onClick={() => void ban(duration)}
              >
                {t(`mute.${duration}`)}
              </Choice>
            ))}
          </Choices>
        </Part>
      ) : null}
      {data && data.role !== 'viewer' ? <SheetNote>{t('member.protected')}</SheetNote> : null}
      {data && props.role === 'anchor' && (data.role === 'manager' || (data.role === 'viewer' && data.is_anchor_admin === 1)) ? (
        <Part>
          <Choice
            type="button"
            data-wide="true"
            data-testid="member-manager"
            disabled={busy}
            style={{ width: '100%' }}
            onClick={() => void appoint(data.role !== 'manager')}
          >
            {t(data.role === 'manager' ? 'member.dismiss' : 'member.appoint')}
          </Choice>
        </Part>
      ) : null}
    </BottomSheet>
  );
}
