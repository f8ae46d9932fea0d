/**
 * Room for a name by where it stands, in Chinese characters: a tile (four or three to a row), a table cell, one side of a fixture, a list row,
 * a page's header. Each fits its place on a 375 px screen (names are cut with core/rules/text-rules.ts fitToRoom).
 */
export const nameRoom = { tile: 6, wideTile: 8, cell: 7, side: 6, row: 10, header: 12 } as const;
