import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client';

type Handler = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY for in-process caches that other API instances
 * must be able to invalidate (decision 0044). One connection per instance,
 * whatever the number of channels.
 */
export interface DbNotifications {
  on(channel: string, handler: Handler): void;
  /** false when notifications may have been missed (connection lost); true once listening again. */
  onStatus(cb: (listening: boolean) => void): void;
  readonly listening: boolean;
  start(): Promise<void>;
  close(): Promise<void>;
}

abstract class BaseNotifications implements DbNotifications {
  protected readonly handlers = new Map<string, Handler[]>();
  private readonly statusCallbacks: ((listening: boolean) => void)[] = [];
  listening = false;

  on(channel: string, handler: Handler): void {
    const list = this.handlers.get(channel) ?? [];
    list.push(handler);
    this.handlers.set(channel, list);
  }

  onStatus(cb: (listening: boolean) => void): void {
    this.statusCallbacks.push(cb);
  }

  protected setListening(value: boolean): void {
    if (this.listening === value) return;
    this.listening = value;
    for (const cb of this.statusCallbacks) cb(value);
  }

  protected dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  abstract start(): Promise<void>;
  abstract close(): Promise<void>;
}

const quoteChannel = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** A dedicated client outside the pool, reconnected with backoff when it drops. */
class PostgresNotifications extends BaseNotifications {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 250;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly config: pg.ClientConfig) {
    super();
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.config, keepAlive: true });
    client.on('notification', (msg) => this.dispatch(msg.channel, msg.payload ?? ''));
    // Either event means notifications may be lost from now on: stop trusting the caches.
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.setListening(false);
      client.end().catch(() => undefined);
      this.schedule();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${quoteChannel(channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryMs = 250;
      this.setListening(true);
    } catch {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.setListening(false);
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

/** The embedded database lives in this one process (the data folder is locked): its own LISTEN suffices. */
class PgliteNotifications extends BaseNotifications {
  private readonly unlisten: (() => Promise<void>)[] = [];

  constructor(private readonly client: PGlite) {
    super();
  }

  async start(): Promise<void> {
    for (const channel of this.handlers.keys())
      this.unlisten.push(
        await this.client.listen(channel, (payload) => this.dispatch(channel, payload)),
      );
    this.setListening(true);
  }

  async close(): Promise<void> {
    this.setListening(false);
    for (const stop of this.unlisten.splice(0)) await stop().catch(() => undefined);
  }
}

/** Notifications over the same database the app uses (the pool's settings, or the PGlite instance). */
export function createDbNotifications(db: Db): DbNotifications {
  // drizzle keeps the driver's client as $client; the Db type hides which driver it is.
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return new PgliteNotifications(client);
  if (client instanceof pg.Pool) {
    const { connectionString, connectionTimeoutMillis } = client.options;
    return new PostgresNotifications({ connectionString, connectionTimeoutMillis });
  }
  throw new Error('notifications: unknown database driver');
}
