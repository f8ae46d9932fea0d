/** Whether a switch's value means on: the server keeps switches as '1' and '0' (spec 000 §7's config). */
export const isOn = (value: string | boolean | number): boolean => value === true || value === 1 || value === '1';

/** The value that turns a switch on or off, in the type the server keeps it in. */
export function switchValue(previous: string | boolean | number, on: boolean): string | boolean | number {
  if (typeof previous === 'boolean') return on;
  if (typeof previous === 'number') return on ? 1 : 0;
  return on ? '1' : '0';
}

/** A number typed by the operator, in the type the server keeps it in. */
export const numberValue = (previous: number | string, text: string): number | string =>
  typeof previous === 'number' ? Number(text.trim()) : String(Number(text.trim()));
