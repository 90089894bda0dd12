import {
  formatMessage,
  INVITATION_EXPIRY_DAYS,
  type TLanguage,
  type TStaffRole,
} from '@futsal/shared';
import type { OutgoingMail } from '../../lib/mailer';

/** Header values never carry a line break (no header injection from a team or person's name). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The invitation to a team's staff, in the inviter's language, with its one-time link. */
export function invitationMail(input: {
  invitationId: string;
  to: string;
  from: string;
  lang: TLanguage;
  teamName: string;
  inviterName: string;
  role: TStaffRole;
  url: string;
}): OutgoingMail {
  const { lang } = input;
  const params = {
    team: oneLine(input.teamName),
    inviter: oneLine(input.inviterName),
    role: formatMessage(lang, `labels.staffRole.${input.role}`),
    days: INVITATION_EXPIRY_DAYS,
  };
  return {
    from: input.from,
    to: input.to,
    replyTo: input.from,
    subject: oneLine(formatMessage(lang, 'invitation.mail.subject', params)),
    text: [
      formatMessage(lang, 'invitation.mail.body', params),
      '',
      input.url,
      '',
      formatMessage(lang, 'invitation.mail.footer'),
      '',
    ].join('\n'),
    messageId: `<invitation-${input.invitationId}@futsal-manager>`,
    headers: {},
    attachments: [],
  };
}
