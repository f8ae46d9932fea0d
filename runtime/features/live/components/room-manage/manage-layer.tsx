import { addMessages } from '../../../../core/i18n/i18n.ts';
import { manageMessages } from '../../i18n/manage/messages.ts';
import type { ManageTarget } from './manage-target.ts';
import { MemberSheet } from './member-sheet.tsx';
import { RoomSheet } from './room-sheet.tsx';

// The sheets' labels come with their code: only the room's anchor and managers load either.
for (const locale of ['cn', 'pt-br'] as const) addMessages(locale, 'live', manageMessages[locale]);

/**
 * The manage sheets of a live room, one chunk loaded when the room's anchor or a manager first opens one
 * (components/room-chat/room-chat.tsx): the room's sheet, or the sheet of a chat user whose nick they tapped.
 */
export default function ManageLayer(props: { liveId: number; role: 'anchor' | 'manager'; target: ManageTarget; onClose(): void }) {
  const { target } = props;
  if (target.kind === 'room') return <RoomSheet liveId={props.liveId} onClose={props.onClose} />;
  return <MemberSheet liveId={props.liveId} uid={target.uid} nick={target.nick} role={props.role} onClose={props.onClose} />;
}
