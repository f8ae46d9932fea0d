/**
 * The live-score channels (docs/im-protocol.md "Match channels"): `match_<id>`, one match, which its detail page
 * joins; `scores_<yyyymmdd>`, every match of a China Standard Time day, which the score list joins. Pages join them,
 * guests anonymously, to hear MatchDelta the moment a match changes. Like NOTIFY_ROOM they keep no members and no
 * conversations, and only the server writes into them.
 */
const matchChannelPattern = /^match_(\d{1,9})$/;
const dayChannelPattern = /^scores_(\d{4})(\d{2})(\d{2})$/;
const cstOffsetMs = 8 * 3_600_000;

export const matchChannelId = (matchid: number): string => `match_${matchid}`;

/** The channel of the China Standard Time day a match kicks off on (the day the score list shows it under). */
export const dayChannelId = (kickoffMs: number): string =>
  `scores_${new Date(kickoffMs + cstOffsetMs).toISOString().slice(0, 10).replaceAll('-', '')}`;

export const isMatchChannel = (groupId: string): boolean => matchChannelPattern.test(groupId) || dayChannelPattern.test(groupId);

/** The match a match channel's id names (`match_<id>`), or undefined for a day channel or another id. */
export const channelMatchId = (groupId: string): number | undefined => {
  const matchid = groupId.match(matchChannelPattern)?.[1];
  return matchid ? Number(matchid) : undefined;
};

/** Whether a day channel's id names a calendar day (its digits could name 2024-02-31). */
export const isCalendarDay = (groupId: string): boolean => {
  const [, year, month, day] = groupId.match(dayChannelPattern) ?? [];
  return year !== undefined && dayChannelId(Date.UTC(Number(year), Number(month) - 1, Number(day)) - cstOffsetMs) === groupId;
};
