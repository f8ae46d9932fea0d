/**
 * A query (a generated `Ops<Call>Query`) as the `?…` of an address, for a link the browser follows itself (a CSV
 * download): the fields that hold a value, in their order; empty when none does.
 */
export function queryString(query: object): string {
  const fields = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return fields.length ? `?${new URLSearchParams(fields.map(([key, value]) => [key, String(value)]))}` : '';
}
