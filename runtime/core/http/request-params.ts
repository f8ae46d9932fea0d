/** What every request adds to its query (spec 000 §7). */
export interface QueryContext {
  token?: string;
  uid?: string | number;
  sp_source: number;
  /** web 0, ios 1, android 2, h5 3. */
  platform: 0 | 1 | 2 | 3;
  lang: 'cn' | 'pt-br';
  /** Site code: channel_code is carried on the qutu site only (its manifest's carryQuery). */
  carryQuery: readonly string[];
  /** The page's own query (location.search), where carried parameters come from. */
  pageSearch: string;
}

/** token, uid, sp_source, platform, lang=pt-br when the language is not cn, and the carried page parameters. */
export function commonQuery(context: QueryContext): Record<string, string> {
  const query: Record<string, string> = { sp_source: String(context.sp_source), platform: String(context.platform) };
  if (context.token) query.token = context.token;
  if (context.uid !== undefined && context.uid !== '') query.uid = String(context.uid);
  if (context.lang !== 'cn') query.lang = 'pt-br';
  const page = new URLSearchParams(context.pageSearch);
  for (const name of context.carryQuery) {
    const value = page.get(name);
    if (value) query[name] = value;
  }
  return query;
}

/** Empty or null payload fields are dropped (spec 000 §7): undefined, null and '' never reach the server. */
export function dropEmpty<T extends Record<string, unknown>>(payload: T | undefined): Partial<T> {
  if (!payload) return {};
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}
