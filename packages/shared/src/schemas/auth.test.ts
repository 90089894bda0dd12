import { describe, expect, it } from 'vitest';
import {
  ZChangePasswordForm,
  ZLoginRequest,
  ZRegisterForm,
  ZRegisterRequest,
  ZUpdateProfileRequest,
} from './auth';

const firstKey = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

const valid = { firstName: 'Ana', lastName: 'López', email: 'ana@club.es', password: 'Futsal123' };

describe('register', () => {
  it('accepts a valid request and normalises nothing but whitespace', () => {
    const r = ZRegisterRequest.parse({ ...valid, email: '  ana@club.es ' });
    expect(r.email).toBe('ana@club.es');
  });

  it.each([
    ['firstName', '', 'validation.firstName.required'],
    ['firstName', '   ', 'validation.firstName.required'],
    ['firstName', 'x'.repeat(51), 'validation.firstName.max'],
    ['lastName', '', 'validation.lastName.required'],
    ['email', '', 'validation.email.required'],
    ['email', 'ana@', 'validation.email.invalid'],
    ['password', 'Abcdef1', 'validation.password.min'],
    ['password', 'abcdefg1', 'validation.password.format'],
    ['password', 'ABCDEFG1', 'validation.password.format'],
    ['password', 'Abcdefgh', 'validation.password.format'],
    ['password', 'A1' + 'a'.repeat(127), 'validation.password.max'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expect(firstKey(ZRegisterRequest.safeParse({ ...valid, [field]: value }))).toBe(key);
  });

  it('accepts the boundaries: 8-character password, 50-character names', () => {
    expect(ZRegisterRequest.safeParse({ ...valid, password: 'Abcdef12' }).success).toBe(true);
    expect(ZRegisterRequest.safeParse({ ...valid, firstName: 'x'.repeat(50) }).success).toBe(true);
  });

  it('reports a missing field as required', () => {
    expect(firstKey(ZRegisterRequest.safeParse({ ...valid, email: undefined }))).toBe(
      'validation.email.required',
    );
  });

  it('the form requires a matching confirmation', () => {
    expect(ZRegisterForm.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(
      true,
    );
    const r = ZRegisterForm.safeParse({ ...valid, confirmPassword: 'Futsal124' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.password.mismatch',
    });
  });
});

describe('login', () => {
  it('needs a valid email and at least 6 characters', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
    expect(firstKey(ZLoginRequest.safeParse({ email: 'a@b.co', password: '12345' }))).toBe(
      'validation.password.loginMin',
    );
    expect(firstKey(ZLoginRequest.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'validation.password.required',
    );
    expect(firstKey(ZLoginRequest.safeParse({ email: 'nope', password: '123456' }))).toBe(
      'validation.email.invalid',
    );
  });
});

describe('profile and password', () => {
  it('profile needs both names', () => {
    expect(ZUpdateProfileRequest.safeParse({ firstName: 'A', lastName: 'B' }).success).toBe(true);
    expect(firstKey(ZUpdateProfileRequest.safeParse({ firstName: '', lastName: 'B' }))).toBe(
      'validation.firstName.required',
    );
  });

  it('new password follows the register rule and must be confirmed', () => {
    const ok = { currentPassword: 'old', newPassword: 'Newpass1', confirmPassword: 'Newpass1' };
    expect(ZChangePasswordForm.safeParse(ok).success).toBe(true);
    expect(
      firstKey(
        ZChangePasswordForm.safeParse({
          ...ok,
          newPassword: 'newpass1',
          confirmPassword: 'newpass1',
        }),
      ),
    ).toBe('validation.password.format');
    expect(firstKey(ZChangePasswordForm.safeParse({ ...ok, confirmPassword: 'Newpass2' }))).toBe(
      'validation.password.mismatch',
    );
  });
});
