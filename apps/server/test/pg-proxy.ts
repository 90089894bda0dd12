import net from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'freeze';

/**
 * A TCP proxy on 127.0.0.1 between the app and PostgreSQL, to simulate
 * outages without touching the shared server: `refuse` closes the listener and
 * every open connection (a stopped server: ECONNREFUSED), `freeze` keeps
 * accepting and holding connections but moves no byte (a hung server or a
 * network black hole), `forward` resumes normal service.
 */
export class PgProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private mode: ProxyMode = 'forward';
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static forUrl(url: string): PgProxy {
    const u = new URL(url);
    return new PgProxy(u.hostname || '127.0.0.1', Number(u.port || 5432));
  }

  /** The same URL, through the proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async start(): Promise<void> {
    await this.listen(0);
  }

  private listen(port: number): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket): void {
    this.track(client);
    // Frozen: hold the connection, read nothing, answer nothing.
    if (this.mode === 'freeze') return void client.pause();
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        // A connection open when the proxy froze stops moving bytes too.
        if (this.mode === 'freeze') return;
        to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private destroyAll(): void {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  private closeListener(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  /** Stopped database: new connections are refused, open ones are cut. */
  async refuse(): Promise<void> {
    this.mode = 'refuse';
    const closing = this.closeListener();
    this.destroyAll();
    await closing;
  }

  /** Hung database: connections stay open and silent. */
  freeze(): void {
    this.mode = 'freeze';
  }

  /** Back to normal; held connections are dropped (their clients timed out long ago). */
  async resume(): Promise<void> {
    const wasFrozen = this.mode === 'freeze';
    this.mode = 'forward';
    if (wasFrozen) this.destroyAll();
    if (!this.server) await this.listen(this.port);
  }

  async stop(): Promise<void> {
    this.mode = 'refuse';
    const closing = this.closeListener();
    this.destroyAll();
    await closing;
  }
}
