import { randomInt } from 'node:crypto';

/** Seven segments per digit (a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle). */
const segmentsOf: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};
const segmentLines: Record<string, [number, number, number, number]> = {
  a: [0, 0, 12, 0],
  b: [12, 0, 12, 12],
  c: [12, 12, 12, 24],
  d: [0, 24, 12, 24],
  e: [0, 12, 0, 24],
  f: [0, 0, 0, 12],
  g: [0, 12, 12, 12],
};

/**
 * The digits as an SVG picture: each drawn as jittered strokes (no text a program could read off the markup),
 * tilted and offset, over crossing lines.
 */
export function captchaSvg(digits: string): string {
  const point = (x: number, y: number) => `${(x + randomInt(-15, 16) / 10).toFixed(1)} ${(y + randomInt(-15, 16) / 10).toFixed(1)}`;
  const glyphs = [...digits]
    .map((digit, i) => {
      const d = [...segmentsOf[digit]].map((segment) => {
        const [x1, y1, x2, y2] = segmentLines[segment];
        return `M${point(x1, y1)}L${point(x2, y2)}`;
      });
      const transform = `translate(${14 + i * 25} ${7 + randomInt(-2, 3)}) rotate(${randomInt(-20, 21)} 6 12)`;
      return `<path transform="${transform}" d="${d.join('')}" fill="none" stroke="hsl(${randomInt(0, 360)} 60% 35%)" stroke-width="3" stroke-linecap="round"/>`;
    })
    .join('');
  const lines = Array.from(
    { length: 6 },
    () =>
      `<path d="M${randomInt(0, 120)} ${randomInt(0, 40)}L${randomInt(0, 120)} ${randomInt(0, 40)}" stroke="hsl(${randomInt(0, 360)} 50% 60%)" stroke-width="1.5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect width="120" height="40" fill="#f2f4f7"/>${lines}${glyphs}</svg>`;
}
