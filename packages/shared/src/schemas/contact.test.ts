import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactFilesError, sniffContactFileType, ZContactForm } from './contact';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('contact rules', () => {
  it('sniffs PNG, JPEG, WebP and PDF by their first bytes only', () => {
    expect(sniffContactFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffContactFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContactFileType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe(
      'image/webp',
    );
    expect(sniffContactFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContactFileType(new TextEncoder().encode('MZ\x90\0'))).toBeNull();
    expect(sniffContactFileType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffContactFileType(bytes())).toBeNull();
  });

  it('checks count, type and size at their edges', () => {
    const ok = { size: CONTACT_LIMITS.maxFileBytes, type: 'image/png' };
    expect(contactFilesError([ok, ok, ok])).toBeNull();
    expect(contactFilesError([ok, ok, ok, ok])).toBe('validation.upload.count');
    expect(contactFilesError([{ ...ok, size: ok.size + 1 }])).toBe('validation.upload.size');
    expect(contactFilesError([{ ...ok, type: 'application/x-msdownload' }])).toBe(
      'validation.upload.type',
    );
    expect(contactFilesError([{ size: 10, type: 'application/pdf' }])).toBeNull();
  });

  it('validates the sender e-mail with the spec text key', () => {
    const base = {
      name: 'Ana',
      subject: 'Hola equipo',
      category: 'other',
      message: 'Un mensaje largo.',
    };
    expect(ZContactForm.safeParse({ ...base, email: 'ana@club.es' }).success).toBe(true);
    const bad = ZContactForm.safeParse({ ...base, email: 'ana@' });
    expect(bad.error?.issues[0]?.message).toBe('validation.email.invalid');
  });
});
