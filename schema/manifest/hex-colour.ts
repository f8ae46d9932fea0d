/** What is wrong with a value that should be a CSS hex colour, said for the operator, and the colour most likely meant. */
export interface ColourHint {
  message: string;
  suggestion?: string;
}

const hexDigits = /^[0-9a-fA-F]+$/;

/**
 * Explains a hex colour that does not match `#rgb` or `#rrggbb`: a missing `#`, a `0x` prefix, spaces, one digit
 * too many or too few, a character that is not a hex digit. The suggestion is given only where one colour is
 * plainly meant (a wrong one would send the operator to the wrong shade): a 7-digit value keeps its first six,
 * since a key pressed twice at the end is the common slip. For a 5-digit one the missing digit cannot be known, so the
 * message offers the colours a doubled key typed once would have made (`#ffc00` for `#ffcc00`), to pick from.
 */
export function hexColourHint(value: string): ColourHint {
  const trimmed = value.trim();
  const digits = trimmed.replace(/^(#|0x)/i, '');
  const prefix = trimmed.slice(0, trimmed.length - digits.length);
  const quoted = JSON.stringify(value);
  if (/^[a-z]+$/i.test(trimmed) && !hexDigits.test(trimmed)) {
    return { message: `${quoted} is not a colour: colour names are not accepted; write it as #rgb or #rrggbb, e.g. "#c6f432"` };
  }
  if (digits === '' || !hexDigits.test(digits)) {
    const bad = [...digits].find((c) => !hexDigits.test(c));
    const what = bad === undefined ? 'has no hex digits' : `has "${bad}", which is not a hex digit (0-9, a-f)`;
    return { message: `${quoted} is not a colour: it ${what}; a colour is #rgb or #rrggbb, e.g. "#c6f432"` };
  }
  const fixed = `#${digits}`;
  if (digits.length === 3 || digits.length === 6) {
    const why =
      prefix.toLowerCase() === '0x' ? 'starts with 0x instead of #' : value !== trimmed ? 'has spaces around it' : 'lacks the leading #';
    return { message: `${quoted} is not a colour: it ${why}`, suggestion: fixed };
  }
  if (digits.length === 7 || digits.length === 4) {
    const kept = `#${digits.slice(0, digits.length - 1)}`;
    return { message: `${quoted} has ${digits.length} hex digits, one too many: a colour has 3 (#rgb) or 6 (#rrggbb)`, suggestion: kept };
  }
  if (digits.length === 5) {
    const doubled = [...new Set([...digits].map((_, i) => `#${digits.slice(0, i + 1)}${digits.slice(i)}`))];
    const choices = doubled.map((colour) => JSON.stringify(colour));
    const offered = `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
    return {
      message: `${quoted} has 5 hex digits, one is missing: a colour has 6 (#rrggbb) or 3 (#rgb); did you mean ${offered}? Else add the digit left out`,
    };
  }
  return { message: `${quoted} has ${digits.length} hex digits: a colour has 3 (#rgb) or 6 (#rrggbb), e.g. "#c6f432"` };
}
