/**
 * The locale an instant is written in for a console language: Portuguese (Brazil) for `pt-BR`, Chinese otherwise, the
 * console's first language (docs/decisions.md "Dates in the console").
 */
const localeOf = (language: string) => (language === 'pt-BR' ? 'pt-BR' : 'zh-CN');

/**
 * An instant as the console shows it: short date and minute, in the operator's language and their browser's time
 * zone. `at` is ISO text or unix seconds (the fan API's times); `never` stands for none.
 */
export function dateTimeText(at: string | number | null | undefined, language: string, never = '—'): string {
  if (at === null || at === undefined || at === '') return never;
  const date = new Date(typeof at === 'number' ? at * 1000 : at);
  return date.toLocaleString(localeOf(language), { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * A count or amount as the console shows it, grouped in the operator's language by the same rule as the dates (not the
 * browser's locale, which wrote "1,234" on a Portuguese page).
 */
export function numberText(value: number, language: string): string {
  return value.toLocaleString(localeOf(language));
}
