/** Whether a switch is on: the server keeps switches as '1' and '0' (spec 000 §7's config). */
export const isOn = (value: string): boolean => value === '1';

/** The value that turns a switch on or off. */
export const switchValue = (on: boolean): '0' | '1' => (on ? '1' : '0');
