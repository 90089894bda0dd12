import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  listFiles,
  registerAndLogin,
  type TestApp,
} from '../../../test/helpers';
import { freePort, parseMail, startSmtp, type TestSmtp } from '../../../test/smtp';
import { contactAttachments, contactMessages, mailOutbox } from '../../db/schema';
import { createSmtpMailer } from '../../lib/mailer';
import { LocalFileStorage } from '../../lib/storage';
import { MailOutbox } from './contact.outbox';
import { ContactRepository } from './contact.repository';

const MB5 = 5 * 1024 * 1024;
const SUPPORT = 'help@futsal.test';

interface FilePart {
  name: string;
  type: string;
  content: Buffer;
  field?: string;
}

function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----contact${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'attachments'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const TEXT = {
  subject: 'No puedo añadir jugadores',
  category: 'support',
  message: 'Al guardar el jugador 16 aparece un error.',
};

let png: Buffer;
let jpeg: Buffer;
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A PNG signature padded to exactly `size` bytes: a file of that size whose content says PNG. */
const pngOfSize = (size: number) => {
  const out = Buffer.alloc(size, 0);
  png.copy(out, 0, 0, Math.min(png.length, size));
  return out;
};

let t: TestApp;
let smtp: TestSmtp;
const clock = { now: new Date('2026-03-02T10:00:00Z') };

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#43a047' } })
    .jpeg()
    .toBuffer();
  smtp = await startSmtp();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SUPPORT_EMAIL: SUPPORT,
      MAIL_FROM: 'Futsal Manager <no-reply@futsal.test>',
    },
    { startMailOutbox: false, clock: { now: () => clock.now } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
// Tests of this file share the database: a mail left pending by one must not be sent in another.
beforeEach(async () => {
  await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.status, 'pending'));
});

const send = (
  token: string | null,
  body: { payload: Buffer; headers: Record<string, string> },
  lang = 'es',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

const messagesOf = (userId: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
const contactFiles = () => listFiles(path.join(t.config.uploadDir, 'contact'));

describe('POST /api/contact: access', () => {
  it('answers 401 to anonymous callers whatever the body, and stores nothing', async () => {
    const before = (await contactFiles()).length;
    for (const body of [
      form(TEXT, [{ name: 'a.png', type: 'image/png', content: png }]),
      form({}),
    ]) {
      const res = await send(null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect((await contactFiles()).length).toBe(before);
  });

  it("takes the sender from the caller's own profile, never from the body", async () => {
    const a = await registerAndLogin(t.app, { firstName: 'Lucía', lastName: 'Martín' });
    const res = await send(
      a.token,
      form({ ...TEXT, name: 'Otro', email: 'otro@example.com', userId: randomUUID() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await messagesOf(a.user.id);
    expect(row).toMatchObject({
      name: 'Lucía Martín',
      email: a.email,
      subject: TEXT.subject,
      category: 'support',
    });
  });
});

describe('POST /api/contact: attachments at the limits', () => {
  it('accepts 3 files (PNG, JPEG, PDF) and stores the message, the files and a pending mail', async () => {
    const a = await registerAndLogin(t.app);
    const res = await send(
      a.token,
      form(TEXT, [
        { name: 'captura.png', type: 'image/png', content: png },
        { name: 'foto.jpg', type: 'image/jpeg', content: jpeg },
        { name: 'factura.pdf', type: 'application/pdf', content: pdf },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ subject: TEXT.subject, category: 'support' });
    expect(body.id).toBe(body._id);
    expect(body.attachments).toEqual([
      { filename: 'captura.png', contentType: 'image/png', size: png.length },
      { filename: 'foto.jpg', contentType: 'image/jpeg', size: jpeg.length },
      { filename: 'factura.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const rows = await t.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, body.id));
    expect(rows).toHaveLength(3);
    const storage = new LocalFileStorage(t.config.uploadDir);
    const stored = await Promise.all(
      rows.sort((x, y) => x.position - y.position).map((r) => storage.get(r.storageKey)),
    );
    expect(stored.map((s) => s?.body)).toEqual([png, jpeg, pdf]);
    const [outbox] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.contactMessageId, body.id));
    expect(outbox).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a 4th file with the spec text and stores nothing', async () => {
    const a = await registerAndLogin(t.app);
    const before = (await contactFiles()).length;
    const files = [1, 2, 3, 4].map((i) => ({ name: `c${i}.png`, type: 'image/png', content: png }));
    const res = await send(a.token, form(TEXT, files));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Máximo 3 archivos permitidos.',
      details: [{ path: 'attachments.3', key: 'validation.upload.count' }],
    });
    expect(await messagesOf(a.user.id)).toEqual([]);
    expect((await contactFiles()).length).toBe(before);
  });

  it('accepts a file of exactly 5 MB and refuses 5 MB + 1 byte with the spec text, storing nothing', async () => {
    const a = await registerAndLogin(t.app);
    const ok = await send(
      a.token,
      form(TEXT, [{ name: 'grande.png', type: 'image/png', content: pngOfSize(MB5) }]),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().attachments[0].size).toBe(MB5);

    const b = await registerAndLogin(t.app);
    const before = (await contactFiles()).length;
    const res = await send(
      b.token,
      form(TEXT, [
        { name: 'ok.pdf', type: 'application/pdf', content: pdf },
        { name: 'enorme.png', type: 'image/png', content: pngOfSize(MB5 + 1) },
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'El archivo es demasiado grande. Máximo 5MB permitido.',
      details: [{ path: 'attachments.1', key: 'validation.upload.size' }],
    });
    expect(await messagesOf(b.user.id)).toEqual([]);
    expect((await contactFiles()).length).toBe(before);
  });

  it('judges files by their content: disguised files are refused, a PDF named .png is a PDF', async () => {
    const a = await registerAndLogin(t.app);
    const before = (await contactFiles()).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const disguised: FilePart[] = [
      { name: 'captura.png', type: 'image/png', content: Buffer.from('solo texto, no una imagen') },
      { name: 'factura.pdf', type: 'application/pdf', content: exe },
      { name: 'programa.exe', type: 'application/octet-stream', content: exe },
      {
        name: 'pagina.png',
        type: 'image/png',
        content: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ];
    for (const file of disguised) {
      const res = await send(
        a.token,
        form(TEXT, [{ name: 'ok.png', type: 'image/png', content: png }, file]),
      );
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Tipo de archivo no válido. Solo se permiten imágenes y PDFs.',
        details: [{ path: 'attachments.1', key: 'validation.upload.type' }],
      });
    }
    expect(await messagesOf(a.user.id)).toEqual([]);
    expect((await contactFiles()).length).toBe(before);

    const res = await send(
      a.token,
      form(TEXT, [{ name: '../../informe.png', type: 'image/png', content: pdf }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments).toEqual([
      { filename: 'informe.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
  });

  it('refuses PDFs with active content, however written, and keeps bidi controls out of names', async () => {
    const a = await registerAndLogin(t.app);
    const before = (await contactFiles()).length;
    const withObjects = (objects: string) =>
      Buffer.from(`%PDF-1.7\n${objects}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
    const hidden = deflateSync(
      Buffer.from('2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj'),
    );
    const active: [string, Buffer][] = [
      [
        'OpenAction JavaScript',
        withObjects(
          '1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj',
        ),
      ],
      [
        'hex-escaped name',
        withObjects('1 0 obj << /Type /Catalog /AA << /O << /S /J#61vaScript >> >> >> endobj'),
      ],
      [
        'Launch',
        withObjects(
          '1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj',
        ),
      ],
      [
        'embedded file',
        withObjects('1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >> endobj'),
      ],
      [
        'compressed object stream',
        Buffer.concat([
          Buffer.from(
            `%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
          ),
          hidden,
          Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
        ]),
      ],
    ];
    for (const [name, content] of active) {
      const res = await send(
        a.token,
        form(TEXT, [{ name: 'doc.pdf', type: 'application/pdf', content }]),
      );
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.details, name).toEqual([
        expect.objectContaining({ path: 'attachments.0', key: 'validation.upload.activeContent' }),
      ]);
    }
    expect((await contactFiles()).length).toBe(before);

    // A link and a first view are no active content; a right-to-left override is no part of a name.
    const plain = withObjects(
      '1 0 obj << /Type /Catalog /OpenAction [3 0 R /FitH null] >> endobj\n2 0 obj << /S /URI /URI (https://example.com) >> endobj',
    );
    const res = await send(
      a.token,
      form(TEXT, [
        { name: 'factura\u202Efdp.exe\u200B.pdf', type: 'application/pdf', content: plain },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments[0].filename).toBe('facturafdp.exe.pdf');
  });

  it("refuses bad text fields before looking at the files, in the caller's language", async () => {
    const a = await registerAndLogin(t.app);
    const before = (await contactFiles()).length;
    const res = await send(
      a.token,
      form({ subject: 'ab', category: 'spam', message: 'corto' }, [
        { name: 'a.png', type: 'image/png', content: png },
      ]),
      'en',
    );
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details as { path: string; message: string }[];
    expect(details.map((d) => d.path).sort()).toEqual(['category', 'message', 'subject']);
    expect(details.find((d) => d.path === 'subject')?.message).toBe(
      'The subject must be between 3 and 120 characters',
    );
    const it4 = await send(
      a.token,
      form(
        TEXT,
        [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, type: 'image/png', content: png })),
      ),
      'it',
    );
    expect(it4.json().error.message).toBe('Massimo 3 file consentiti.');
    expect(await messagesOf(a.user.id)).toEqual([]);
    expect((await contactFiles()).length).toBe(before);
  });
});

describe('POST /api/contact: rate limit', () => {
  it('allows 5 messages per user per sliding hour, then 429 with Retry-After; others are not affected', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const start = new Date('2026-04-01T09:00:00Z');
    clock.now = start;
    for (let i = 0; i < 5; i++) {
      clock.now = new Date(start.getTime() + i * 60_000);
      expect((await send(a.token, form(TEXT))).statusCode).toBe(201);
    }
    clock.now = new Date(start.getTime() + 10 * 60_000);
    const refused = await send(
      a.token,
      form(TEXT, [{ name: 'a.png', type: 'image/png', content: png }]),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect((await send(b.token, form(TEXT))).statusCode).toBe(201);
    // The first message leaves the window one hour after it was sent.
    clock.now = new Date(start.getTime() + 60 * 60_000 + 1000);
    expect((await send(a.token, form(TEXT))).statusCode).toBe(201);
    expect((await send(a.token, form(TEXT))).statusCode).toBe(429);
    expect(await messagesOf(a.user.id)).toHaveLength(6);
  });

  it('holds under concurrent submissions', async () => {
    const a = await registerAndLogin(t.app);
    clock.now = new Date('2026-05-01T09:00:00Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => send(a.token, form(TEXT))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await messagesOf(a.user.id)).toHaveLength(5);
  });
});

describe('mail outbox', () => {
  const outboxOf = async (id: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, id)))[0];

  it('mails a stored message to SUPPORT_EMAIL over SMTP with its headers and attachments', async () => {
    const a = await registerAndLogin(t.app, { firstName: 'Marta', lastName: 'Ríos' });
    clock.now = new Date('2026-06-01T09:00:00Z');
    const res = await send(
      a.token,
      form({ ...TEXT, category: 'bug', subject: 'Error al guardar\r\nBcc: x@evil.test' }, [
        { name: 'captura.png', type: 'image/png', content: png },
        { name: 'informe.pdf', type: 'application/pdf', content: pdf },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect(await t.app.mailOutbox.runOnce()).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
      skipped: 0,
    });
    const mail = await smtp.next();
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.from).toBe('no-reply@futsal.test');
    const { headers, parts } = parseMail(mail.raw);
    expect(headers['subject']).toBe('[Error] Error al guardar Bcc: x@evil.test');
    expect(headers['bcc']).toBeUndefined();
    expect(headers['reply-to']).toContain(a.email);
    expect(headers['message-id']).toBe(`<contact-${id}@futsal-manager>`);
    expect(headers['x-futsal-contact-id']).toBe(id);
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
    expect(text?.body.toString('utf8')).toContain(TEXT.message);
    const files = parts.filter((p) => p.headers['content-disposition']?.startsWith('attachment'));
    expect(
      files.map((p) => /filename="?([^";]+)/.exec(p.headers['content-disposition'] ?? '')?.[1]),
    ).toEqual(['captura.png', 'informe.pdf']);
    expect(files.map((p) => p.body)).toEqual([png, pdf]);
    expect(await outboxOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // Sent once: another run finds nothing to do.
    expect(await t.app.mailOutbox.runOnce()).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it('keeps the mail queued while the SMTP server is down and sends it once it is back', async () => {
    const port = await freePort();
    const now = { value: new Date('2026-06-02T09:00:00Z') };
    const outbox = new MailOutbox({
      repo: new ContactRepository(t.db),
      storage: new LocalFileStorage(t.config.uploadDir),
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`),
      from: 'no-reply@futsal.test',
      to: SUPPORT,
      pollSeconds: 30,
      maxAttempts: 5,
      now: () => now.value,
    });
    const a = await registerAndLogin(t.app);
    clock.now = now.value;
    const res = await send(
      a.token,
      form(TEXT, [{ name: 'a.png', type: 'image/png', content: png }]),
    );
    const id = res.json().id as string;

    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 });
    const queued = await outboxOf(id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued?.nextAttemptAt.getTime()).toBe(now.value.getTime() + 30_000);
    // Not due yet: nothing is tried.
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    now.value = new Date(now.value.getTime() + 30_000);
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 });
    expect((await outboxOf(id))?.nextAttemptAt.getTime()).toBe(now.value.getTime() + 60_000);

    const back = await startSmtp(port);
    try {
      now.value = new Date(now.value.getTime() + 60_000);
      expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 });
      const mail = await back.next();
      expect(parseMail(mail.raw).headers['x-futsal-contact-id']).toBe(id);
      expect(back.received).toHaveLength(1);
      expect(await outboxOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await outbox.stop();
      await back.close();
    }
  });

  it('gives up after MAIL_MAX_ATTEMPTS, keeping the message stored', async () => {
    const port = await freePort();
    const now = { value: new Date('2026-06-03T09:00:00Z') };
    const outbox = new MailOutbox({
      repo: new ContactRepository(t.db),
      storage: new LocalFileStorage(t.config.uploadDir),
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`),
      from: 'no-reply@futsal.test',
      to: SUPPORT,
      pollSeconds: 10,
      maxAttempts: 2,
      now: () => now.value,
    });
    const a = await registerAndLogin(t.app);
    clock.now = now.value;
    const id = (await send(a.token, form(TEXT))).json().id as string;
    expect(await outbox.runOnce()).toMatchObject({ retried: 1 });
    now.value = new Date(now.value.getTime() + 10_000);
    expect(await outbox.runOnce()).toMatchObject({ failed: 1 });
    expect(await outboxOf(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await messagesOf(a.user.id)).toHaveLength(1);
    await outbox.stop();
  });

  it('sends each mail once when several instances run at the same time', async () => {
    const a = await registerAndLogin(t.app);
    clock.now = new Date('2026-06-04T09:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await send(a.token, form({ ...TEXT, subject: `Asunto ${i}` }))).json().id);
    const workers = [1, 2, 3].map(
      () =>
        new MailOutbox({
          repo: new ContactRepository(t.db),
          storage: new LocalFileStorage(t.config.uploadDir),
          mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`),
          from: 'no-reply@futsal.test',
          to: SUPPORT,
          pollSeconds: 30,
          maxAttempts: 5,
          now: () => clock.now,
        }),
    );
    const before = smtp.received.length;
    const runs = await Promise.all(workers.map((w) => w.runOnce()));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    const got = smtp.received
      .slice(before)
      .map((m) => parseMail(m.raw).headers['x-futsal-contact-id']);
    expect(got.sort()).toEqual([...ids].sort());
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.contactMessageId, ids));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
    await Promise.all(workers.map((w) => w.stop()));
  });
});

describe('mail outbox started by the app', () => {
  it('sends right after a submission, with no SMTP configured writes .eml files', async () => {
    const app = await createTestApp({ SUPPORT_EMAIL: SUPPORT, MAIL_RETRY_INTERVAL: '1h' });
    try {
      const a = await registerAndLogin(app.app);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...(() => {
          const f = form(TEXT, [{ name: 'captura.png', type: 'image/png', content: png }]);
          return { payload: f.payload, headers: { ...f.headers, ...bearer(a.token) } };
        })(),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as string;
      // The submission started a run of the app's worker (the next poll is an hour away): wait for it, start none.
      await app.app.mailOutbox.idle();
      const [row] = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.contactMessageId, id));
      expect(row?.status).toBe('sent');
      const dir = app.config.mail.fileDir;
      expect(dir).toBe(path.join(app.tmpDir, 'mail'));
      const files = await readdir(dir);
      expect(files).toEqual([`contact-${id}_futsal-manager.eml`]);
      const { headers, parts } = parseMail(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
      expect(headers['to']).toBe(SUPPORT);
      expect(headers['subject']).toBe(`[Soporte] ${TEXT.subject}`);
      const attachment = parts.find((p) =>
        p.headers['content-disposition']?.startsWith('attachment'),
      );
      expect(attachment?.body).toEqual(png);
    } finally {
      await app.close();
    }
  });
});
