import pg from 'pg';

export type Unlisten = () => Promise<void>;
/**
 * Called with each NOTIFY payload of the channel; `onLost` when the connection
 * drops (notifications may be missed from then on), `onGap` once listening
 * again after that.
 */
export interface ListenHandlers {
  onPayload(payload: string): void;
  onLost?(): void;
  onGap?(): void;
}

const MAX_BACKOFF_MS = 5000;

/**
 * One dedicated connection per process for LISTEN (decision 0047), outside
 * the pool: a pooled client would be handed to queries. It connects on the
 * first `listen`, reconnects with backoff when the server goes away, and
 * then tells every listener that notifications may have been missed (a
 * NOTIFY sent while nobody listened is lost), so they re-read what they need.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<ListenHandlers>>();
  private retryTimer: NodeJS.Timeout | null = null;
  private backoffMs = 250;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async listen(channel: string, handlers: ListenHandlers): Promise<Unlisten> {
    const set = this.handlers.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(handlers);
    this.handlers.set(channel, set);
    const client = await this.connect();
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(handlers);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    if (this.closed) throw new Error('listener closed');
    const client = new pg.Client({ ...this.config, keepAlive: true });
    client.on('notification', (n) => {
      for (const h of this.handlers.get(n.channel) ?? []) h.onPayload(n.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys())
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.backoffMs = 250;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    for (const set of this.handlers.values()) for (const h of set) h.onLost?.();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer || this.handlers.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => {
          for (const set of this.handlers.values()) for (const h of set) h.onGap?.();
        },
        () => {
          this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * 2);
          this.scheduleReconnect();
        },
      );
    }, this.backoffMs);
    this.retryTimer.unref();
  }
}
