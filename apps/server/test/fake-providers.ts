import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback HTTP server whose routes answer like a provider's documented API; it records every request. */
export class FakeProviderServer {
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;

  constructor(
    private readonly handle: (req: RecordedRequest) => { status: number; body: unknown },
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const recorded = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(recorded);
        const { status, body } = this.handle(recorded);
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.requests.length}`,
        });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Requests to a path (without the query string), in order. */
  to(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.split('?')[0] === path);
  }
}

/** Stripe's form encoding (`a[b][0][c]=v`) read back into flat keys. */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
