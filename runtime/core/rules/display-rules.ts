import type { Team } from '../../../schema/generated/api.ts';

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

/** A team's short name in the fan's language: Chinese for cn, English otherwise (the API has no Portuguese names). */
export function teamName(team: Team, language: string): string {
  return language === 'cn' ? team.short_name_zh || team.name_zh : team.short_name_en || team.name_en;
}

/** HH:mm of a kickoff (Unix seconds) in China Standard Time, the time zone of the server's match days. */
export function kickoffClock(kickoffSeconds: number): string {
  return new Date(kickoffSeconds * 1000 + 8 * 3600_000).toISOString().slice(11, 16);
}
