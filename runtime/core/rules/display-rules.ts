/**
 * Diamond and gold display in 万 (10,000) units, up to 2 decimals (spec 000 §9): 12345 is "1.23万", 20000 is "2万",
 * amounts under 10,000 show as they are. Decimals are cut, not rounded up, so a balance never shows more than it is.
 */
export function formatWan(amount: number, unit: string): string {
  if (Math.abs(amount) < 10_000) return String(amount);
  const wan = Math.trunc((amount / 10_000) * 100) / 100;
  return `${Number(wan.toFixed(2))}${unit}`;
}

/**
 * A balance in the fan's language: cn in 万 units (formatWan); pt-br has no 万, so the whole amount with Brazilian
 * digit grouping (12.345), which reads as directly as 1.23万 does in Chinese (docs/decisions.md).
 */
export function formatBalance(amount: number, lang: 'cn' | 'pt-br'): string {
  return lang === 'cn' ? formatWan(amount, '万') : new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(amount);
}

/** The rem helper divides a design pixel size by 37.5 (spec 000 §9: a 375 px wide design at 10 rem). */
export function rem(px: number): string {
  return `${Number((px / 37.5).toFixed(4))}rem`;
}

/**
 * A name as the API sends teams and competitions: Chinese and English, full and short. Short names are optional so
 * that lists with full names only (standings rows, search teams) take the same rules.
 */
export interface BilingualName {
  name_zh: string;
  short_name_zh?: string;
  name_en?: string;
  short_name_en?: string;
}

/**
 * The short name in the fan's language: Chinese for cn, English otherwise (the API has no Portuguese names). Each
 * falls back to its full name; pt-br falls back to Chinese last, because a row with a blank name is worse than one in
 * the other language (a server older than the English names sends them empty).
 */
function shortName(named: BilingualName, language: string): string {
  const chinese = named.short_name_zh || named.name_zh;
  return language === 'cn' ? chinese : named.short_name_en || named.name_en || chinese;
}

/** A team's short name in the fan's language; lists cut it with fitToRoom, never by characters. */
export const teamName = shortName;

/** A competition's short name in the fan's language (Match.matchevent). */
export const competitionName = shortName;

/**
 * The full name in the fan's language, for the places that show it on purpose: search results (the keyword matched
 * the full name, so the row shows it highlighted) and the share page's big scoreboard.
 */
export function fullName(named: BilingualName, language: string): string {
  return language === 'cn' ? named.name_zh : named.name_en || named.name_zh;
}

/** HH:mm of a kickoff (Unix seconds) in China Standard Time, the time zone of the server's match days. */
export function kickoffClock(kickoffSeconds: number): string {
  return new Date(kickoffSeconds * 1000 + 8 * 3600_000).toISOString().slice(11, 16);
}
