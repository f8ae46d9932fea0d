/** Which manage sheet is open: the room's (title, slow mode, clearing, managers), or one chat user's (ban, appoint). */
export type ManageTarget = { kind: 'room' } | { kind: 'member'; uid: number; nick: string };
