import {
  CONTACT_CATEGORIES,
  CONTACT_FILE_TYPES,
  isContactFileType,
  type TContactFileType,
  type TContactRequest,
  type TContactResponse,
  type TLanguage,
} from '@futsal/shared';
import type { TContactAttachmentRow, TContactMessageRow, TUserRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { oneOf } from '../../lib/enum-column';
import { loadFileType } from '../../lib/lazy';
import { AppError, orNotFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { ATTACHMENTS_FIELD, type ReceivedFile } from './contact.form';
import type { ContactRepository, SentWindow } from './contact.repository';
import { hasActiveContent } from './pdf-active-content';

const HOUR_MS = 60 * 60_000;
const EXTENSIONS: Record<TContactFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export interface CheckedFile {
  filename: string;
  contentType: TContactFileType;
  bytes: Buffer;
}

/** A name safe for a mail header, a disk and a reader: no path, no control or bidi characters, the sniffed extension. */
export function cleanFilename(name: string, type: TContactFileType, index: number): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // Control and format characters: U+202E and the other bidi controls would show `gpj.exe` as `exe.jpg`.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>|*?:]+/gu, '')
    .trim()
    .replace(/\.[^.]*$/, '')
    .slice(0, 80);
  return `${base || `adjunto-${index + 1}`}.${EXTENSIONS[type]}`;
}

/** The type from the bytes (file-type's magic numbers); the name and the browser's claim count for nothing. */
export async function checkFiles(files: readonly ReceivedFile[]): Promise<CheckedFile[]> {
  const fileTypeFromBuffer = await loadFileType();
  return Promise.all(
    files.map(async (file, index) => {
      const detected = await fileTypeFromBuffer(file.bytes);
      if (!detected || !isContactFileType(detected.mime)) {
        throw new AppError('VALIDATION_ERROR', {
          pendingDetails: [
            { path: `${ATTACHMENTS_FIELD}.${index}`, key: 'validation.upload.type' },
          ],
        });
      }
      if (detected.mime === 'application/pdf' && hasActiveContent(file.bytes)) {
        throw new AppError('VALIDATION_ERROR', {
          pendingDetails: [
            { path: `${ATTACHMENTS_FIELD}.${index}`, key: 'validation.upload.activeContent' },
          ],
        });
      }
      return {
        filename: cleanFilename(file.filename, detected.mime, index),
        contentType: detected.mime,
        bytes: file.bytes,
      };
    }),
  );
}

export function presentContact(
  message: TContactMessageRow,
  attachments: TContactAttachmentRow[],
): TContactResponse {
  return {
    id: message.id,
    _id: message.id,
    subject: message.subject,
    category: oneOf(CONTACT_CATEGORIES, message.category),
    createdAt: message.createdAt.toISOString(),
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: oneOf(CONTACT_FILE_TYPES, a.contentType),
      size: a.size,
    })),
  };
}

export interface ContactServiceDeps {
  repo: ContactRepository;
  storage: FileStorage;
  findUser: (id: string) => Promise<TUserRow | null>;
  /** Messages per user in a sliding hour. */
  maxPerHour: number;
  /** Told when a message is stored, so its mail goes out now rather than at the next poll. */
  onStored?: () => void;
  now?: () => Date;
}

export class ContactService {
  private readonly now: () => Date;

  constructor(private readonly deps: ContactServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private assertWithinLimit(window: SentWindow, now: Date): void {
    if (window.count < this.deps.maxPerHour) return;
    const freeAt = (window.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
  }

  /** Before reading a body: a caller over the limit is refused without uploading anything. */
  async assertCanSend(auth: AuthContext): Promise<void> {
    const now = this.now();
    this.assertWithinLimit(
      await this.deps.repo.sentSince(auth.userId, new Date(now.getTime() - HOUR_MS)),
      now,
    );
  }

  /**
   * Stores the files, then the message with its outbox row in one
   * transaction; a refused or failed insert removes the files again.
   */
  async submit(
    auth: AuthContext,
    input: TContactRequest,
    files: CheckedFile[],
    language: TLanguage,
  ): Promise<TContactResponse> {
    const user = orNotFound(await this.deps.findUser(auth.userId));
    const { storage, repo } = this.deps;
    const keys: string[] = [];
    try {
      for (const file of files)
        keys.push(await storage.put('contact', file.bytes, file.contentType));
      const now = this.now();
      const { message, attachments } = await repo.create(
        {
          userId: user.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          subject: input.subject,
          category: input.category,
          message: input.message,
          language,
          createdAt: now,
          attachments: files.map((f, i) => ({
            filename: f.filename,
            contentType: f.contentType,
            size: f.bytes.length,
            storageKey: keys[i] ?? '',
          })),
        },
        async (window) =>
          this.assertWithinLimit(await window(new Date(now.getTime() - HOUR_MS)), now),
      );
      this.deps.onStored?.();
      return presentContact(message, attachments);
    } catch (err) {
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
      throw err;
    }
  }
}
