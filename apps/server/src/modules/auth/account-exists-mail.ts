import { randomUUID } from 'node:crypto';
import { translate, type TLanguage } from '@futsal/shared';
import type { TUserRow } from '../../db/schema';
import type { JobLog } from '../../lib/job-log';
import type { Mailer, OutgoingMail } from '../../lib/mailer';

/** The mail to an address someone tried to register again (decision 0154). */
export function accountExistsMail(
  to: string,
  lang: TLanguage,
  mail: { from: string; supportEmail: string },
): OutgoingMail {
  return {
    from: mail.from,
    to,
    replyTo: mail.supportEmail,
    subject: translate(lang, 'mail.accountExists.subject'),
    text: translate(lang, 'mail.accountExists.text'),
    messageId: `<account-exists-${randomUUID()}@futsal-manager>`,
    headers: {},
    attachments: [],
  };
}

/**
 * Sends it in the background: the registration's reply neither waits for it nor changes when it
 * fails (a failure is logged, without the address, and not retried: it is a courtesy notice).
 */
export function accountExistsNotifier(
  mailer: Mailer,
  mail: { from: string; supportEmail: string },
  log?: JobLog,
) {
  return (user: Pick<TUserRow, 'email'>, lang: TLanguage): void => {
    mailer
      .send(accountExistsMail(user.email, lang, mail))
      .catch((err: unknown) => log?.warn({ job: 'mail', err }, 'account-exists notice not sent'));
  };
}
