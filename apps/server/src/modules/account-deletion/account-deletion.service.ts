import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_LINK_HOURS,
  type TLanguage,
} from '@futsal/shared';
import type { AuthContext } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import type { AccountDeletionRepository } from './account-deletion.repository';
import type { DeletionLinks } from './deletion-link';
import { deletionMail } from './deletion-mail';

const DAY_MS = 86_400_000;

/**
 * An account's deletion (decision 0172): the password again, a link by e-mail, then, once the
 * link is opened, every session ends and the account is erased after the grace period unless
 * its owner signs in before.
 */
export class AccountDeletionService {
  constructor(
    private readonly deps: {
      repo: AccountDeletionRepository;
      links: DeletionLinks;
      mailer: Mailer;
      mail: { from: string; supportEmail: string };
      clock: Clock;
      forgetUser: (userId: string) => void;
    },
  ) {}

  /** Checks the password and mails the confirmation link; `origin` is the web app's. */
  async request(auth: AuthContext, password: string, lang: TLanguage, origin: string) {
    const { repo, links, mailer, mail, clock } = this.deps;
    const user = await repo.findUser(auth.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('WRONG_PASSWORD');
    const { token, nonce } = await links.issue(user.id, clock.now(), ACCOUNT_DELETION_LINK_HOURS);
    await repo.setNonce(user.id, nonce);
    const link = `${origin}/account/delete?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send(deletionMail(user, link, lang, mail));
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err });
    }
  }

  /** Opens the link: the erasure is scheduled and the user signed out everywhere. */
  async confirm(token: string): Promise<Date> {
    const { repo, links, clock, forgetUser } = this.deps;
    const now = clock.now();
    const link = await links.verify(token, now);
    if (!link) throw new AppError('DELETION_LINK_INVALID');
    const dueAt = await repo.schedule(
      link.userId,
      link.nonce,
      new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS),
    );
    if (!dueAt) throw new AppError('DELETION_LINK_INVALID');
    forgetUser(link.userId);
    return dueAt;
  }

  /** A sign-in during the grace period keeps the account (called by the login). */
  async cancelOnSignIn(userId: string): Promise<boolean> {
    return this.deps.repo.cancel(userId);
  }
}
