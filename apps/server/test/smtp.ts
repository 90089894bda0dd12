import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the next mail to arrive (or one already received and not yet taken). */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        callback();
        const waiter = waiters.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
      });
    },
  });
  const net = server.listen(port, '127.0.0.1');
  await once(net, 'listening');
  return {
    port: (net.address() as AddressInfo).port,
    received,
    next: () => {
      const ready = received[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port that was free a moment ago (nothing listens on it now). */
export async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_m, _charset: string, enc: string, text: string) => {
        if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => `%${hex}`);
        return decodeURIComponent(bytes);
      },
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0)
      headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

function splitPart(text: string): { headers: Record<string, string>; body: string } {
  const m = /\r?\n\r?\n/.exec(text);
  if (!m) return { headers: parseHeaders(text), body: '' };
  return { headers: parseHeaders(text.slice(0, m.index)), body: text.slice(m.index + m[0].length) };
}

/** Just enough MIME for the tests: top headers and the leaf parts of multipart bodies, decoded. */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const top = splitPart(raw);
  const parts: MimePart[] = [];
  const walk = (headers: Record<string, string>, body: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (!boundary) {
      const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
      const text = body.replace(/\r?\n$/, '');
      const bytes =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
          : encoding === 'quoted-printable'
            ? Buffer.from(
                text
                  .replace(/=\r?\n/g, '')
                  .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              )
            : Buffer.from(text);
      parts.push({ headers, body: bytes });
      return;
    }
    const chunks = body.split(`--${boundary}`).slice(1);
    for (const chunk of chunks) {
      if (chunk.startsWith('--')) break;
      const part = splitPart(chunk.replace(/^\r?\n/, ''));
      walk(part.headers, part.body);
    }
  };
  walk(top.headers, top.body);
  return { headers: top.headers, parts };
}
