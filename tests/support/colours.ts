/** A manifest colour (#rgb or #rrggbb) as the browser reports computed colours: `rgb(r, g, b)`. */
export function rgb(hex: string): string {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return `rgb(${parseInt(digits.slice(0, 2), 16)}, ${parseInt(digits.slice(2, 4), 16)}, ${parseInt(digits.slice(4, 6), 16)})`;
}
