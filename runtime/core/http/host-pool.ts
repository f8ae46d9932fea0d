/**
 * API hosts (spec 000 §7, §4): chosen round-robin from the configured hosts, with a fixed fallback. The host list
 * fetched from the storage file adds to them; the first fetched host becomes current if none is set. Nothing is
 * persisted: the list resets on reload.
 */
export class HostPool {
  private hosts: string[];
  private turn = 0;
  current: string | undefined;

  private readonly fallbackOf: () => string;

  /**
   * @param fallback The host when none is known, or a function that gives it at each use (the page's origin, which the
   *   server's render of a landing page learns only after it has loaded: server/http/row-render.ts).
   */
  constructor(configured: readonly string[], fallback: string | (() => string)) {
    this.hosts = [...new Set(configured.filter(Boolean))];
    this.current = this.hosts[0];
    this.fallbackOf = typeof fallback === 'function' ? fallback : () => fallback;
  }

  private get fallback(): string {
    return this.fallbackOf();
  }

  /** The host for the next request: round-robin over the known hosts, or the fallback when there are none. */
  next(): string {
    if (this.hosts.length === 0) return this.fallback;
    const host = this.hosts[this.turn % this.hosts.length];
    this.turn += 1;
    return host;
  }

  /** The host for addresses the browser loads itself (scripts, images): the current one, else the fallback. */
  preferred(): string {
    return this.current ?? this.fallback;
  }

  /** The known hosts, configured then fetched. */
  get all(): readonly string[] {
    return this.hosts;
  }

  /** Hosts from the storage file. */
  addFetched(hosts: readonly string[]): void {
    for (const host of hosts) if (host && !this.hosts.includes(host)) this.hosts.push(host);
    this.current ??= hosts.find(Boolean);
  }

  /** Whether `host` is one of ours: the common script is loaded only from a configured API host. */
  isKnown(host: string): boolean {
    return this.hosts.includes(host) || (host === this.fallback && host !== '');
  }
}

/** The common script's address (spec 000 §7): {apiHost}/webapi/home/getCommonScript?t=<timestamp>, only from a known API host. */
export function commonScriptUrl(pool: HostPool, host: string | undefined, timestamp: number): string | undefined {
  if (!host || !/^https?:\/\//.test(host) || !pool.isKnown(host)) return undefined;
  return `${host.replace(/\/+$/, '')}/webapi/home/getCommonScript?t=${timestamp}`;
}
