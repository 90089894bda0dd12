import type { MultipartFile } from '@fastify/multipart';
import { CONTACT_LIMITS } from '@futsal/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export const ATTACHMENTS_FIELD = 'attachments';

export interface ReceivedFile {
  /** The name the browser sent; only used, cleaned, as the attachment's name. */
  filename: string;
  bytes: Buffer;
}

export interface ContactForm {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

const fileError = (
  code: 'VALIDATION_ERROR' | 'FILE_TOO_LARGE',
  key: string,
  index: number,
  cause?: unknown,
) =>
  new AppError(code, { pendingDetails: [{ path: `${ATTACHMENTS_FIELD}.${index}`, key }], cause });

/**
 * The contact body: text fields and up to 3 files in `attachments`, each read
 * within 5 MB while streaming (a bigger one is cut off, never buffered whole).
 * A JSON body is a message without files.
 */
export async function readContactForm(req: FastifyRequest): Promise<ContactForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    return {
      fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      files: [],
    };
  }
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const parts = req.parts({
    limits: {
      fileSize: CONTACT_LIMITS.maxFileBytes,
      files: CONTACT_LIMITS.maxFiles,
      fields: 10,
      fieldSize: 64 * 1024,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      const upload: MultipartFile = part;
      if (upload.fieldname !== ATTACHMENTS_FIELD) {
        upload.file.resume();
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await upload.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fileError('FILE_TOO_LARGE', 'validation.upload.size', files.length, err);
        }
        throw err;
      }
      // An empty file input still sends an empty part: that is no file.
      if (bytes.length > 0) files.push({ filename: upload.filename, bytes });
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw fileError('VALIDATION_ERROR', 'validation.upload.count', CONTACT_LIMITS.maxFiles, err);
    }
    throw err;
  }
  return { fields, files };
}
