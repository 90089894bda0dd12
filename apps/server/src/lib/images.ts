import type { MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@futsal/shared';
import type { FastifyRequest } from 'fastify';
import { DecodeGate } from './decode-gate';
import { AppError } from './errors';
import { loadFileType, loadSharp } from './lazy';
import type { FileStorage } from './storage';

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** Refuses decompression bombs: a 5 MB PNG can claim gigapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Decodes at once per process: each holds its bitmap (up to 160 MB at the pixel bound). */
export const imageDecodes = new DecodeGate(2);

export interface ImageOptions {
  /** Multipart field names accepted for the file, first match wins. */
  fieldNames: readonly string[];
  /** Bounding box of the stored image. */
  maxWidth: number;
  maxHeight: number;
  folder: string;
}

/** The first file part of an accepted field, read fully within the upload size limit. */
async function readUpload(req: FastifyRequest, fieldNames: readonly string[]): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  const parts = req.parts({ limits: { fileSize: LIMITS.upload.maxBytes, files: 3, fields: 20 } });
  let found: Buffer | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    const file: MultipartFile = part;
    if (found === null && fieldNames.includes(file.fieldname)) {
      // toBuffer() throws FST_REQ_FILE_TOO_LARGE (→ 413 FILE_TOO_LARGE) once the limit is passed.
      found = await file.toBuffer();
    } else {
      file.file.resume();
    }
  }
  if (!found || found.length === 0) throw new AppError('FILE_REQUIRED');
  return found;
}

/** Checks the magic bytes, re-encodes to WebP and stores it; nothing is stored on failure. */
export async function storeUploadedImage(
  req: FastifyRequest,
  storage: FileStorage,
  opts: ImageOptions,
): Promise<string> {
  return storeImage(await readUpload(req, opts.fieldNames), storage, opts);
}

/** The same checks and re-encoding for bytes already read (e.g. a logo part of a form). */
export async function storeImage(
  input: Buffer,
  storage: FileStorage,
  opts: Omit<ImageOptions, 'fieldNames'>,
): Promise<string> {
  const detected = await (await loadFileType())(input);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw new AppError('UNSUPPORTED_FILE_TYPE');

  let output: Buffer;
  try {
    const sharp = await loadSharp();
    // The header's size, read without decoding: an image past the bound never waits for a decode.
    const { width = 0, height = 0 } = await sharp(input).metadata();
    if (width * height > MAX_INPUT_PIXELS || width === 0 || height === 0)
      throw new Error(`image of ${width}x${height} pixels refused before decoding`);
    output = await imageDecodes.run(() =>
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(opts.maxWidth, opts.maxHeight, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (err) {
    // Right magic bytes but an undecodable body: refused like any other non-image.
    throw new AppError('UNSUPPORTED_FILE_TYPE', { cause: err });
  }
  return storage.put(opts.folder, output, 'image/webp');
}
