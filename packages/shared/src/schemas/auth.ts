import { z } from 'zod';
import { LIMITS } from '../limits';

const requiredString = (key: string) => z.string({ error: key }).trim().min(1, key);

export const ZEmail = requiredString('validation.email.required')
  .max(LIMITS.user.email, 'validation.email.invalid')
  .pipe(z.email('validation.email.invalid'));

/** Spec §5: at least 8 characters with one uppercase, one lowercase and one digit. */
export const ZNewPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .min(LIMITS.password.register, 'validation.password.min')
  .max(LIMITS.password.max, 'validation.password.max')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, 'validation.password.format');

const ZFirstName = requiredString('validation.firstName.required').max(
  LIMITS.user.name[1],
  'validation.firstName.max',
);
const ZLastName = requiredString('validation.lastName.required').max(
  LIMITS.user.name[1],
  'validation.lastName.max',
);

export const ZRegisterRequest = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  password: ZNewPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The register form: the request plus a confirmation that is never sent. */
export const ZRegisterForm = ZRegisterRequest.extend({
  confirmPassword: z
    .string({ error: 'validation.password.confirmRequired' })
    .min(1, 'validation.password.confirmRequired'),
}).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'validation.password.mismatch',
});
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, 'validation.password.required')
    .min(LIMITS.password.login, 'validation.password.loginMin')
    .max(LIMITS.password.max, 'validation.password.max'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUser = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** URL of the re-encoded avatar image, or null. */
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser });
export type TUserResponse = z.infer<typeof ZUserResponse>;

export const ZLoginResponse = z.object({
  /** JWT (HS256) with `sub` (user id), `jti` and `exp` in seconds. */
  token: z.string(),
  user: ZUser,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** PUT /auth/password: the change is done (every other session is revoked). */
export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;

/**
 * Profile update. `email` may be sent back unchanged (forms often post the
 * whole user); a different value is refused with EMAIL_IMMUTABLE.
 */
export const ZUpdateProfileRequest = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: z.string().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'validation.password.currentRequired' })
    .min(1, 'validation.password.currentRequired')
    .max(LIMITS.password.max, 'validation.password.max'),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z
    .string({ error: 'validation.password.confirmRequired' })
    .min(1, 'validation.password.confirmRequired'),
}).refine((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'validation.password.mismatch',
});
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
