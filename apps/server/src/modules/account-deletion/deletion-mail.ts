import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_LINK_HOURS,
  formatMessage,
  type TLanguage,
} from '@futsal/shared';
import type { OutgoingMail } from '../../lib/mailer';

/** The mail with the link that confirms an account's deletion (decision 0172). */
export function deletionMail(
  user: { email: string; firstName: string },
  link: string,
  lang: TLanguage,
  mail: { from: string; supportEmail: string },
): OutgoingMail {
  const params = {
    name: user.firstName,
    link,
    hours: ACCOUNT_DELETION_LINK_HOURS,
    days: ACCOUNT_DELETION_GRACE_DAYS,
  };
  return {
    from: mail.from,
    to: user.email,
    replyTo: mail.supportEmail,
    subject: formatMessage(lang, 'mail.accountDeletion.subject'),
    text: formatMessage(lang, 'mail.accountDeletion.text', params),
    messageId: `<account-deletion-${randomUUID()}@futsal-manager>`,
    headers: {},
    attachments: [],
  };
}
