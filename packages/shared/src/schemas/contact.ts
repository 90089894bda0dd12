import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZEmail } from './auth';

export const CONTACT_CATEGORIES = ['support', 'billing', 'suggestion', 'bug', 'other'] as const;
export type TContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Spec §5/§9: 3 files of 5 MB, images or PDFs; the rest is ours. */
export const CONTACT_LIMITS = {
  maxFiles: LIMITS.upload.contactMaxFiles,
  maxFileBytes: LIMITS.upload.maxBytes,
  subject: [3, 120],
  message: [10, 5000],
  /** Default of CONTACT_MAX_PER_HOUR: stored messages per user in a sliding hour. */
  perHour: 5,
} as const;

/**
 * Accepted attachment types, as sniffed from the bytes (never the name or the
 * browser's claim): the image formats a screenshot comes in, and PDF.
 */
export const CONTACT_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export type TContactFileType = (typeof CONTACT_FILE_TYPES)[number];

export function isContactFileType(mime: string): mime is TContactFileType {
  return (CONTACT_FILE_TYPES as readonly string[]).includes(mime);
}

/** POST /contact, the text fields of the multipart body; files go in `attachments`. */
export const ZContactRequest = z.object({
  subject: z
    .string({ error: 'validation.contact.subject' })
    .trim()
    .min(CONTACT_LIMITS.subject[0], 'validation.contact.subject')
    .max(CONTACT_LIMITS.subject[1], 'validation.contact.subject'),
  category: z.enum(CONTACT_CATEGORIES, 'validation.contact.category'),
  message: z
    .string({ error: 'validation.contact.message' })
    .trim()
    .min(CONTACT_LIMITS.message[0], 'validation.contact.message')
    .max(CONTACT_LIMITS.message[1], 'validation.contact.message'),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** The contact form: the request plus the sender, shown read-only from the profile and never sent. */
export const ZContactForm = ZContactRequest.extend({
  name: z.string(),
  email: ZEmail,
});
export type TContactForm = z.infer<typeof ZContactForm>;

export const ZContactAttachment = z.object({
  filename: z.string(),
  contentType: z.enum(CONTACT_FILE_TYPES),
  size: z.number().int().nonnegative(),
});

/** 201 reply: the message is stored; `queued` until the outbox has mailed it. */
export const ZContactResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  subject: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  createdAt: z.iso.datetime({ offset: true }),
  attachments: z.array(ZContactAttachment),
});
export type TContactResponse = z.infer<typeof ZContactResponse>;

/** A picked file as both sides see it before upload: its size and its (claimed or sniffed) type. */
export interface TContactFileInfo {
  size: number;
  type: string;
}

/**
 * The first rule a list of files breaks, as a catalog key, or null. The web
 * checks the browser's type claim; the server runs it again on sniffed types.
 */
export function contactFilesError(files: readonly TContactFileInfo[]): string | null {
  if (files.length > CONTACT_LIMITS.maxFiles) return 'validation.upload.count';
  for (const f of files) if (!isContactFileType(f.type)) return 'validation.upload.type';
  for (const f of files) if (f.size > CONTACT_LIMITS.maxFileBytes) return 'validation.upload.size';
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/**
 * The accepted type a file's first bytes announce, or null. The web runs it on
 * the first 16 bytes before uploading; the server decides with `file-type`.
 */
export function sniffContactFileType(bytes: Uint8Array): TContactFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
