import { MessageType, type GroupTipPayload, type Message } from '../../../im/index.ts';

/**
 * A group tip as a line of the room and of the conversation row: a catalogue key of the chat namespace and its values.
 * Names are the members' (`nameOf`), "you" for the fan; the line never holds markup, only text put into a label.
 */
export type TipLine = { key: string; values: Record<string, string> };

type LengthUnit = 'day' | 'hour' | 'minute';

/**
 * A mute's length as the product offers them (spec 001 §9): whole days, else hours, else minutes (at least 1); the key
 * is singular for 1 ("1 dia", "3 dias").
 */
export function muteLength(seconds: number): { key: LengthUnit | `${LengthUnit}s`; values: { count: string } } {
  const [unit, count]: [LengthUnit, number] =
    seconds >= 86_400 && seconds % 86_400 === 0
      ? ['day', seconds / 86_400]
      : seconds >= 3_600 && seconds % 3_600 === 0
        ? ['hour', seconds / 3_600]
        : ['minute', Math.max(1, Math.round(seconds / 60))];
  return { key: count === 1 ? unit : `${unit}s`, values: { count: String(count) } };
}

/** Who a tip names: the fan as "you" (`you`), a member by `nameOf`, else the nick the tip carried, else "user {id}". */
export type NameOf = (userID: string, tipNick?: string) => string;

/** Members a tip's line names at most. */
const namesShown = 3;

/**
 * The line of tip types 1-7 (spec 001 §4): joined, left, removed, made or no longer admin, the group's profile changed
 * (name, announcement, owner, mute all, slow mode, else "changed the group's info"), a member muted or unmuted (else their card
 * changed). `lengthOf` turns a mute's seconds into words ("10 minutes").
 */
export function tipLine(tip: GroupTipPayload, nameOf: NameOf, lengthOf: (seconds: number) => string): TipLine {
  const name = (id: string) => nameOf(id, tip.nicks?.[id]);
  // A batch invite names up to hundreds: the line shows three and how many more.
  const shown = tip.userIDList.slice(0, namesShown).map(name).join('、');
  const names = tip.userIDList.length > namesShown ? `${shown} +${tip.userIDList.length - namesShown}` : shown;
  const operator = name(tip.operatorID);
  switch (tip.operationType) {
    case 1:
      return { key: 'tip.joined', values: { names } };
    case 2:
      return { key: 'tip.left', values: { names: names || operator } };
    case 3:
      return { key: 'tip.kicked', values: { names, operator } };
    case 4:
      return { key: 'tip.adminSet', values: { names } };
    case 5:
      return { key: 'tip.adminRemoved', values: { names } };
    case 6:
      return profileLine(tip.newGroupProfile ?? {}, operator, name);
    case 7: {
      const member = tip.memberList?.[0];
      const who = member ? name(member.userID) : names;
      if (member?.muteTime !== undefined)
        return member.muteTime > 0
          ? { key: 'tip.muted', values: { name: who, operator, length: lengthOf(member.muteTime) } }
          : { key: 'tip.unmuted', values: { name: who, operator } };
      return { key: 'tip.memberChanged', values: { name: who } };
    }
    default:
      return { key: 'tip.unknown', values: {} };
  }
}

function profileLine(profile: Record<string, unknown>, operator: string, name: (id: string) => string): TipLine {
  if (typeof profile.ownerID === 'string') return { key: 'tip.ownerChanged', values: { name: name(profile.ownerID) } };
  if (typeof profile.name === 'string') return { key: 'tip.renamed', values: { operator, name: profile.name } };
  if (typeof profile.notification === 'string') return { key: 'tip.announced', values: { operator } };
  if ('muteAllMembers' in profile) return { key: isOn(profile.muteAllMembers) ? 'tip.muteAllOn' : 'tip.muteAllOff', values: { operator } };
  if (typeof profile.slowMode === 'number')
    return profile.slowMode > 0
      ? { key: 'tip.slowModeOn', values: { operator, seconds: String(profile.slowMode) } }
      : { key: 'tip.slowModeOff', values: { operator } };
  return { key: 'tip.profileChanged', values: { operator } };
}

/** The tip's mute-all value as the gateway wrote it (On/Off, or a boolean). */
const isOn = (value: unknown): boolean => value === true || value === 'On' || value === 1;

/** The announcement a tip brings (type 6 with a notification), or undefined: the room shows it as a banner. */
export function announcementOf(tip: GroupTipPayload): string | undefined {
  const notification = tip.operationType === 6 ? tip.newGroupProfile?.notification : undefined;
  return typeof notification === 'string' && notification.trim() ? notification : undefined;
}

/** A line starts with a capital where the language has them: a tip may begin with "você" (pt-br's "you"). */
export const sentence = (line: string): string => line.charAt(0).toLocaleUpperCase() + line.slice(1);

/**
 * The people the room's tips name without a nick (neither the tip carried one nor their own messages, `spoken`):
 * whose profiles the room looks up, so an invitation or a join names the member by nick. At most 100 (a lookup's).
 */
export function unnamedInTips(messages: readonly Message[], spoken: ReadonlyMap<string, string>): string[] {
  const ids = new Set<string>();
  for (const message of messages) {
    if (message.type !== MessageType.GROUP_TIP) continue;
    const tip = message.payload as GroupTipPayload;
    const named = [tip.operatorID, ...tip.userIDList.slice(0, namesShown), ...(tip.memberList ?? []).slice(0, 1).map((m) => m.userID)];
    for (const id of named) if (id && !tip.nicks?.[id] && !spoken.has(id)) ids.add(id);
  }
  return [...ids].slice(0, 100);
}
