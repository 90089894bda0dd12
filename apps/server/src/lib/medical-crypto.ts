import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Players' medical data encrypted at rest (decision 0173): AES-256-GCM from node:crypto, one
 * stored text `<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts), so a value names the key
 * that sealed it and a rotation can tell old values from new ones.
 */
export interface MedicalKey {
  id: string;
  key: Buffer;
}

/** The key new values are sealed with, and older ones still read until re-encrypted. */
export interface MedicalKeyring {
  current: MedicalKey;
  previous: readonly MedicalKey[];
}

/** A value that cannot be read: an unknown key id, or the wrong key or altered data. */
export class MedicalDataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MedicalDataKeyError';
  }
}

export const KEY_ID_RE = /^[A-Za-z0-9_-]{1,32}$/;
/** Bound to the column, so a ciphertext moved to another column does not open. */
const AAD = Buffer.from('futsal:players.medical_info:v1');

/** Parses `<id>:<base64 of 32 bytes>`; null with a reason when it is not one. */
export function parseMedicalKey(text: string): MedicalKey | string {
  const at = text.indexOf(':');
  const id = at > 0 ? text.slice(0, at) : '';
  if (!KEY_ID_RE.test(id)) return 'expected <id>:<base64 key>, the id of letters, digits, - or _';
  const key = Buffer.from(text.slice(at + 1), 'base64');
  if (key.length !== 32) return `key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`;
  return { id, key };
}

/** A local-only key (decision 0173), derived from the server secret so every local start agrees. */
export function derivedDevKey(secret: string): MedicalKey {
  return { id: 'dev', key: createHash('sha256').update(`futsal-medical-dev:${secret}`).digest() };
}

export function encryptText(ring: MedicalKeyring, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv).setAAD(AAD);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [ring.current.id, iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** The key id a stored value was sealed with; null for a plain (not yet encrypted) value. */
export function keyIdOf(stored: string): string | null {
  const parts = stored.split(':');
  return parts.length === 4 && KEY_ID_RE.test(parts[0] ?? '') ? (parts[0] ?? null) : null;
}

export function decryptText(ring: MedicalKeyring, stored: string): string {
  const [id = '', iv = '', tag = '', sealed = ''] = stored.split(':');
  const key = [ring.current, ...ring.previous].find((k) => k.id === id);
  if (!key)
    throw new MedicalDataKeyError(
      `medical data sealed with key "${id}", which is neither MEDICAL_DATA_KEY nor in MEDICAL_DATA_PREVIOUS_KEYS`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'))
      .setAAD(AAD)
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new MedicalDataKeyError(
      `medical data sealed with key "${id}" does not open with the configured key of that id (wrong key or altered data)`,
    );
  }
}

let active: MedicalKeyring | null = null;

/**
 * The keyring the column type reads and writes with, set when the database opens: the column
 * codec is static (drizzle's customType), the key comes from the config of the process.
 */
export function useMedicalKeyring(ring: MedicalKeyring): void {
  active = ring;
}

export function medicalKeyring(): MedicalKeyring {
  if (!active) throw new MedicalDataKeyError('no medical data key configured before the database');
  return active;
}
