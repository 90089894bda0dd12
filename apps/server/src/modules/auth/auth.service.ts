import type {
  TLanguage,
  TChangePasswordRequest,
  TLoginRequest,
  TRegisterRequest,
  TUpdateProfileRequest,
} from '@futsal/shared';
import { isUniqueViolation } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import type { AuthContext, TokenService } from '../../lib/auth';
import type { CachedUser } from '../../lib/session-cache';
import { AppError } from '../../lib/errors';
import type { LoginThrottle } from '../../lib/login-throttle';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { FileStorage } from '../../lib/storage';
import type { AuthRepository } from './auth.repository';

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: TokenService;
  throttle: LoginThrottle;
  storage: FileStorage;
  /**
   * This instance forgets what it cached of the user (sessions, profile) at
   * once after a revocation or an edit; others hear it from the database.
   */
  forgetUser: (userId: string) => void;
  /** GET /auth/me's read of the user, through this instance's cache (decision 0064). */
  cachedUser: (
    userId: string,
    lookup: (userId: string) => Promise<CachedUser | null>,
  ) => Promise<CachedUser | null>;
  /**
   * Tells the owner of an address that someone tried to register it again (decision 0154). Not
   * awaited by the registration: the reply neither waits for it nor depends on it.
   */
  accountExists: (user: Pick<TUserRow, 'id' | 'email' | 'firstName'>, lang: TLanguage) => void;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * A new account, or, for an address that has one, a mail to it saying so (decision 0154): the
   * caller gets the same reply either way and learns nothing of which addresses exist. Returns the
   * new user, or null when the address had one (for the seed; the route shows neither).
   */
  async register(input: TRegisterRequest, lang: TLanguage): Promise<TUserRow | null> {
    const { repo } = this.deps;
    // Hashed before the lookup, in both paths: a taken e-mail costs as long as a new one (decision 0038).
    const passwordHash = await hashPassword(input.password);
    const existing = await repo.findUserByEmail(input.email);
    if (existing) {
      this.deps.accountExists(existing, lang);
      return null;
    }
    try {
      return await repo.createUser({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
      });
    } catch (err) {
      // Two concurrent registrations: the unique index decides, and the other owner is told.
      if (!isUniqueViolation(err)) throw err;
      const winner = await repo.findUserByEmail(input.email);
      if (winner) this.deps.accountExists(winner, lang);
      return null;
    }
  }

  async login(
    input: TLoginRequest,
    ip: string,
  ): Promise<{ token: string; user: TUserRow; session: AuthContext }> {
    const { repo, throttle, tokens } = this.deps;
    const emailLower = input.email.toLowerCase();
    await throttle.assertAllowed(emailLower, ip);
    const user = await repo.findUserByEmail(emailLower);
    // Unknown e-mail still pays for a verification so both failures look alike.
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !ok) {
      await throttle.recordFailure(emailLower, ip);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await throttle.recordSuccess(emailLower, ip);
    // Signing in during an account's grace period keeps it (decision 0172).
    if (user.deletionDueAt) await repo.updateUser(user.id, { deletionDueAt: null });
    const { token, claims } = await tokens.issue(user.id);
    await repo.createSession({
      jti: claims.jti,
      userId: user.id,
      expiresAt: new Date(claims.exp * 1000),
    });
    return { token, user, session: { userId: user.id, jti: claims.jti } };
  }

  /** What GET /auth/me shows, from this instance's cache when it can. */
  async me(auth: AuthContext): Promise<CachedUser> {
    const { repo, cachedUser } = this.deps;
    const lookup = (id: string) => repo.findUserById(id);
    const user = await cachedUser(auth.userId, lookup);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  /** The user's row as it is now in the database: what an edit starts from (never the cache). */
  private async current(auth: AuthContext): Promise<TUserRow> {
    const user = await this.deps.repo.findUserById(auth.userId);
    // A live session of a deleted user cannot exist (cascade), but never trust it blindly.
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  async updateProfile(auth: AuthContext, input: TUpdateProfileRequest): Promise<TUserRow> {
    const current = await this.current(auth);
    if (input.email !== undefined && input.email.trim().toLowerCase() !== current.emailLower) {
      throw new AppError('EMAIL_IMMUTABLE');
    }
    const updated = await this.deps.repo.updateUser(current.id, {
      firstName: input.firstName,
      lastName: input.lastName,
    });
    this.deps.forgetUser(current.id);
    if (!updated) throw new AppError('UNAUTHENTICATED');
    return updated;
  }

  /** Stores the new avatar (already validated and re-encoded) and drops the old file. */
  async replaceAvatar(auth: AuthContext, storeImage: () => Promise<string>): Promise<TUserRow> {
    const current = await this.current(auth);
    const { repo, storage } = this.deps;
    const key = await storeImage();
    let updated: TUserRow | null;
    try {
      updated = await repo.updateUser(current.id, { avatarKey: key });
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
    this.deps.forgetUser(current.id);
    if (!updated) {
      await storage.delete(key);
      throw new AppError('UNAUTHENTICATED');
    }
    if (current.avatarKey && current.avatarKey !== key) await storage.delete(current.avatarKey);
    return updated;
  }

  async changePassword(auth: AuthContext, input: TChangePasswordRequest): Promise<void> {
    const current = await this.current(auth);
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw new AppError('WRONG_PASSWORD');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.repo.changePassword(current.id, passwordHash, auth.jti);
    this.deps.forgetUser(current.id);
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.deps.repo.revokeSession(auth.jti, auth.userId);
    this.deps.forgetUser(auth.userId);
  }

  async logoutAll(auth: AuthContext): Promise<void> {
    await this.deps.repo.revokeUserSessions(auth.userId);
    this.deps.forgetUser(auth.userId);
  }
}
