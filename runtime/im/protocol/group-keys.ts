/**
 * The group keys of spec 001 §2: a group id may carry the prefix CHATGROUP_NORMAL_ (any group a user makes) or
 * CHATGROUP_ANCHORFANS_. An anchor's fan group is the Public group `CHATGROUP_ANCHORFANS_<anchor user id>`: one per
 * anchor, made by that anchor alone (the gateway refuses anyone else), so its id names its anchor
 * (docs/decisions.md "Anchor fan groups").
 */
export const GroupKeyPrefix = { NORMAL: 'CHATGROUP_NORMAL_', ANCHOR_FANS: 'CHATGROUP_ANCHORFANS_' } as const;

/** The fan group id of anchor `anchorID`. */
export const anchorFansGroupId = (anchorID: string): string => `${GroupKeyPrefix.ANCHOR_FANS}${anchorID}`;

/** The anchor whose fan group `groupID` is, or '' when it is none (a plain group, or the prefix alone). */
export const anchorOfFansGroup = (groupID: string): string =>
  groupID.startsWith(GroupKeyPrefix.ANCHOR_FANS) ? groupID.slice(GroupKeyPrefix.ANCHOR_FANS.length) : '';
