/**
 * Diamond and gold display in 万 (10,000) units, up to 2 decimals (spec 000 §9): 12345 is "1.23万", 20000 is "2万",
 * amounts under 10,000 show as they are. Decimals are cut, not rounded up, so a balance never shows more than it is.
 * How pt-br shows large amounts (a divisor of 1,000 reads better than 万) is for the wallet screens to decide.
 */
export function formatWan(amount: number, unit: string): string {
  if (Math.abs(amount) < 10_000) return String(amount);
  const wan = Math.trunc((amount / 10_000) * 100) / 100;
  return `${Number(wan.toFixed(2))}${unit}`;
}

/** The rem helper divides a design pixel size by 37.5 (spec 000 §9: a 375 px wide design at 10 rem). */
export function rem(px: number): string {
  return `${Number((px / 37.5).toFixed(4))}rem`;
}
