import { formatMessage, type TLanguage } from '@futsal/shared';
import type { OutgoingMail } from '../../lib/mailer';

/** Header values never carry a line break (no header injection from a team or player name). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The mail carrying one player's answer link (decision 0159). */
export function answerLinkMail(input: {
  to: string;
  from: string;
  replyTo: string;
  callupId: string;
  sentAt: Date;
  lang: TLanguage;
  teamName: string;
  playerName: string;
  url: string;
}): OutgoingMail {
  const { lang } = input;
  const params = { team: oneLine(input.teamName), name: oneLine(input.playerName) };
  return {
    from: input.from,
    to: input.to,
    replyTo: input.replyTo,
    subject: oneLine(formatMessage(lang, 'answer.mail.subject', params)),
    text: [formatMessage(lang, 'answer.mail.body', params), '', input.url, ''].join('\n'),
    // One id per row and send: a retried SMTP delivery is recognisable as the same mail.
    messageId: `<answer-${input.callupId}-${input.sentAt.getTime()}@futsal-manager>`,
    headers: { 'X-Futsal-Callup-Id': input.callupId },
    attachments: [],
  };
}

/**
 * The reminder to a called-up player who has not answered (decision 0167). One
 * Message-ID per call-up and event start: a retried delivery is the same mail.
 */
export function answerReminderMail(input: {
  to: string;
  from: string;
  callupId: string;
  reminderFor: Date;
  lang: TLanguage;
  teamName: string;
  playerName: string;
  url: string;
}): OutgoingMail {
  const { lang } = input;
  const params = { team: oneLine(input.teamName), name: oneLine(input.playerName) };
  return {
    from: input.from,
    to: input.to,
    replyTo: input.from,
    subject: oneLine(formatMessage(lang, 'answer.reminder.subject', params)),
    text: [formatMessage(lang, 'answer.reminder.body', params), '', input.url, ''].join('\n'),
    messageId: `<reminder-${input.callupId}-${input.reminderFor.getTime()}@futsal-manager>`,
    headers: { 'X-Futsal-Callup-Id': input.callupId },
    attachments: [],
  };
}
