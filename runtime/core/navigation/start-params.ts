/** Query parameters kept from the address the app was opened with (spec 000 §2). */
export const startParams = ['invite_code', 'channel'] as const;
export type StartParam = (typeof startParams)[number];

const storageKey = (site: string, name: StartParam) => `sideline:${site}:${name}`;

/** Stores invite_code and channel when the app starts; a later visit without them keeps the stored ones. */
export function captureStartParams(site: string, search: string, storage: Storage): void {
  const query = new URLSearchParams(search);
  for (const name of startParams) {
    const value = query.get(name);
    if (value) storage.setItem(storageKey(site, name), value);
  }
}

export function readStartParam(site: string, name: StartParam, storage: Storage): string | null {
  return storage.getItem(storageKey(site, name));
}
