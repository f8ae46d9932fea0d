/**
 * The chat servers in order (ChatOptions.server) and the one the socket uses now. A list (the app's API hosts) is tried
 * in order: a socket that never opened moves the next try to the next server, so a client outlives its server's death.
 */
export class ChatServers {
  /** This SDK instance's id, in the socket's address and in every header. */
  readonly instanceId = String(Math.floor(Math.random() * 2 ** 31));
  private readonly origins: string[];
  private turn = 0;
  /** A socket was made and has not opened yet. */
  private opening = false;

  constructor(server: string | readonly string[]) {
    this.origins = [server].flat().map((origin) => origin.replace(/\/+$/, ''));
  }

  /** HTTP base of the server the socket uses now. */
  get current(): string {
    return this.origins[this.turn];
  }

  /** The address of the next socket, with a fresh random. */
  socketUrl(sdkAppID: number): string {
    // The last socket never opened: its server is away, and this try goes to the next (from the last back to the first).
    if (this.opening) this.turn = (this.turn + 1) % this.origins.length;
    this.opening = true;
    const base = this.current.replace(/^http/, 'ws');
    const host = base.replace(/^wss?:\/\//, '').split('/')[0];
    const query = {
      sdkappid: sdkAppID,
      instanceid: this.instanceId,
      random: Math.floor(Math.random() * 1e9),
      platform: 7,
      host,
      version: 1,
      sdkversion: '2.27.6',
    };
    return `${base}/im/ws?${Object.entries(query)
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&')}`;
  }

  /** The socket opened: a later reconnect tries the same server first. */
  opened(): void {
    this.opening = false;
  }
}
