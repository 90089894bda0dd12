import type { TContactAttachmentRow, TContactMessageRow } from '../../db/schema';
import type { OutgoingMail } from '../../lib/mailer';

const CATEGORY_LABELS: Record<string, string> = {
  support: 'Soporte',
  billing: 'Facturación',
  suggestion: 'Sugerencia',
  bug: 'Error',
  other: 'Otro',
};

/** Header values never carry a line break (no header injection from a subject or a name). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The mail to support for a stored message; the coach is the Reply-To. */
export function contactMail(
  message: TContactMessageRow,
  attachments: { row: TContactAttachmentRow; content: Buffer }[],
  opts: { from: string; to: string },
): OutgoingMail {
  const category = CATEGORY_LABELS[message.category] ?? message.category;
  const text = [
    `Nombre: ${oneLine(message.name)}`,
    `Correo: ${message.email}`,
    `Categoría: ${category}`,
    `Idioma: ${message.language}`,
    `Enviado: ${message.createdAt.toISOString()}`,
    `Usuario: ${message.userId}`,
    `Mensaje: ${message.id}`,
    '',
    message.message,
    '',
  ].join('\n');
  return {
    from: opts.from,
    to: opts.to,
    replyTo: `"${oneLine(message.name).replace(/"/g, "'")}" <${message.email}>`,
    subject: `[${category}] ${oneLine(message.subject)}`,
    text,
    messageId: `<contact-${message.id}@futsal-manager>`,
    headers: { 'X-Futsal-Contact-Id': message.id, 'X-Futsal-Category': message.category },
    attachments: attachments.map(({ row, content }) => ({
      filename: row.filename,
      content,
      contentType: row.contentType,
    })),
  };
}
