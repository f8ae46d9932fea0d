import { fittingWidth, truncateByWidth } from '../../../core/rules/text-rules.ts';

/**
 * Room for a name by where it stands, in Chinese characters: a tile (four or three to a row), a table cell, one side of a fixture, a list row,
 * a page's header. Each fits its place on a 375 px screen.
 */
export const nameRoom = { tile: 6, wideTile: 8, cell: 7, side: 6, row: 10, header: 12 } as const;

/**
 * A name cut to its room by spec 000 §5's width rule (truncateByWidth, ending in "…"), with the room measured for the
 * fan's language (fittingWidth): names are cut by the rule, never clipped by the layout.
 */
export function fitName(name: string, room: number, language: string): string {
  return truncateByWidth(name, fittingWidth(room, language));
}
