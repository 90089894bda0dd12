import type { MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@futsal/shared';
import type { FastifyRequest } from 'fastify';
import { noteAuditFields } from './audit-fields';

export interface ParsedForm {
  /** Text fields (multipart) or the JSON object, as sent. */
  fields: Record<string, unknown>;
  /** Bytes of the first file part of an accepted field; null when none was sent. */
  file: Buffer | null;
}

/**
 * Reads a body that may be multipart (text fields + one optional file) or JSON.
 * The file is only buffered here: checking and storing it is the caller's
 * business, after the text fields have passed validation.
 */
export async function readForm(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<ParsedForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    return {
      fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      file: null,
    };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  let fileField: string | null = null;
  const parts = req.parts({ limits: { fileSize: LIMITS.upload.maxBytes, files: 3, fields: 20 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in fields))
        fields[part.fieldname] = part.value;
      continue;
    }
    const upload: MultipartFile = part;
    if (file === null && fileFields.includes(upload.fieldname)) {
      // toBuffer() throws FST_REQ_FILE_TOO_LARGE (→ 413 FILE_TOO_LARGE) past the limit.
      const bytes = await upload.toBuffer();
      // An empty file input still sends an empty part: that is "no new logo".
      if (bytes.length > 0) {
        file = bytes;
        fileField = upload.fieldname;
      }
    } else {
      upload.file.resume();
    }
  }
  noteAuditFields(req, [...Object.keys(fields), ...(fileField ? [fileField] : [])]);
  return { fields, file };
}
