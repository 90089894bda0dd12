import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazy } from './lazy';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Stable per message, so a retried send is recognisable as the same mail. */
  messageId: string;
  headers: Record<string, string>;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one mail or throws; `close()` frees its sockets. */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, one connection per mail (a few mails an hour need no pool). */
export function createSmtpMailer(url: string): Mailer {
  const transport = lazyTransport({
    url,
    pool: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transport.get()).sendMail(mail);
    },
    close: transport.close,
  };
}

/**
 * No SMTP configured: each mail is rendered by nodemailer exactly as it would
 * be sent and written as `<name>.eml` (openable by any mail client), so
 * nothing is lost and an operator can forward it by hand.
 */
export function createFileMailer(dir: string): Mailer {
  const transport = lazyTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(mail) {
      const info = await (await transport.get()).sendMail(mail);
      const raw = info.message as unknown;
      if (!Buffer.isBuffer(raw)) throw new Error('stream transport returned no buffer');
      await mkdir(dir, { recursive: true });
      // Named after the Message-ID: a retry after a crash rewrites the same file.
      const name = mail.messageId.replace(/[<>]/g, '').replace(/[^a-zA-Z0-9._-]/g, '_');
      await writeFile(path.join(dir, `${name}.eml`), raw);
    },
    close: transport.close,
  };
}

type TransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** nodemailer loads at the first mail (decision 0070); closing before it closes nothing. */
function lazyTransport(options: TransportOptions): {
  get: () => Promise<Transporter>;
  close: () => void;
} {
  let made: Transporter | undefined;
  const get = lazy(async () => {
    made = (await import('nodemailer')).default.createTransport(options);
    return made;
  });
  return { get, close: () => made?.close() };
}

export function createMailer(config: { smtpUrl: string | null; fileDir: string }): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createFileMailer(config.fileDir);
}
