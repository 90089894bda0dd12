import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptText,
  encryptText,
  keyIdOf,
  MedicalDataKeyError,
  parseMedicalKey,
  type MedicalKeyring,
} from './medical-crypto';

const key = (id: string) => ({ id, key: randomBytes(32) });
const ring = (current = key('k1'), ...previous: ReturnType<typeof key>[]): MedicalKeyring => ({
  current,
  previous,
});

describe('medical data encryption (decision 0173)', () => {
  it('seals text that names its key, never the plain value, and opens it again', () => {
    const r = ring();
    const sealed = encryptText(r, '{"allergies":["penicilina"]}');
    expect(sealed).not.toContain('penicilina');
    expect(keyIdOf(sealed)).toBe('k1');
    expect(decryptText(r, sealed)).toBe('{"allergies":["penicilina"]}');
    // A fresh IV each time: the same value never seals the same way twice.
    expect(encryptText(r, 'x')).not.toBe(encryptText(r, 'x'));
  });

  it('opens an earlier key’s value through the previous keys', () => {
    const old = key('k1');
    const sealed = encryptText(ring(old), 'asma');
    expect(decryptText(ring(key('k2'), old), sealed)).toBe('asma');
  });

  it('refuses a wrong key, an unknown key id and altered data with a clear error', () => {
    const sealed = encryptText(ring(key('k1')), 'asma');
    expect(() => decryptText(ring(key('k1')), sealed)).toThrow(MedicalDataKeyError);
    expect(() => decryptText(ring(key('k1')), sealed)).toThrow(/wrong key or altered data/);
    expect(() => decryptText(ring(key('k9')), sealed)).toThrow(/key "k1", which is neither/);
    const r = ring();
    const parts = encryptText(r, 'asma').split(':');
    parts[3] = Buffer.from('otra cosa').toString('base64url');
    expect(() => decryptText(r, parts.join(':'))).toThrow(MedicalDataKeyError);
  });

  it('reads keys as <id>:<base64 of 32 bytes> and says what is wrong otherwise', () => {
    const text = `prod-2026:${randomBytes(32).toString('base64')}`;
    expect(parseMedicalKey(text)).toMatchObject({ id: 'prod-2026' });
    expect(parseMedicalKey(randomBytes(32).toString('base64'))).toMatch(/expected <id>:/);
    expect(parseMedicalKey(`k1:${randomBytes(16).toString('base64')}`)).toMatch(/32 bytes/);
    // Plain JSON written before the encryption names no key.
    expect(keyIdOf('{"a":"b","c":"d","e":1}')).toBeNull();
  });
});
