import type { TabName } from '../../../core/tabs.ts';

/** The sport a detail address names: /score/detail/football/{id}, /score/basketball/detail/{id} ...; none for /score/detail/{id}. */
export function sportOfPath(pathname: string): 1 | 2 | undefined {
  if (/\/basketball\//.test(pathname)) return 2;
  if (/\/football\//.test(pathname)) return 1;
  return undefined;
}

/** The tab a webview address shows (spec 000 §2 /mobile/happening|analysis|lineup|index|rank/{matchid}). */
const webviewTabs: Record<string, TabName> = { happening: 'status', analysis: 'analysis', lineup: 'lineup', index: 'index', rank: 'rank' };

export function webviewTabOfPath(pathname: string): TabName | undefined {
  const name = /\/mobile\/(?:basketball\/)?([a-z]+)\//.exec(pathname)?.[1];
  return name ? webviewTabs[name] : undefined;
}

/** A match id from the address: a positive whole number, or nothing. */
export function matchIdOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
