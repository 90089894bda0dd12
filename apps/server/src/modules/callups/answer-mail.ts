import { formatMessage, type TLanguage } from '@futsal/shared';
import type { OutgoingMail } from '../../lib/mailer';

/** Header values never carry a line break (no header injection from a team or player name). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

interface PlayerMail {
  to: string;
  from: string;
  callupId: string;
  lang: TLanguage;
  teamName: string;
  playerName: string;
  url: string;
}

/**
 * A mail to one player with their answer link under a text of its kind. Its Message-ID is one
 * per call-up and `stamp`: a retried SMTP delivery is recognisable as the same mail.
 */
function playerMail(
  kind: 'mail' | 'reminder',
  input: PlayerMail & { replyTo: string; stamp: Date },
): OutgoingMail {
  const { lang } = input;
  const params = { team: oneLine(input.teamName), name: oneLine(input.playerName) };
  return {
    from: input.from,
    to: input.to,
    replyTo: input.replyTo,
    subject: oneLine(formatMessage(lang, `answer.${kind}.subject`, params)),
    text: [formatMessage(lang, `answer.${kind}.body`, params), '', input.url, ''].join('\n'),
    messageId: `<${kind === 'mail' ? 'answer' : 'reminder'}-${input.callupId}-${input.stamp.getTime()}@futsal-manager>`,
    headers: { 'X-Futsal-Callup-Id': input.callupId },
    attachments: [],
  };
}

/** The mail carrying one player's answer link (decision 0159): one Message-ID per row and send. */
export function answerLinkMail(
  input: PlayerMail & { replyTo: string; sentAt: Date },
): OutgoingMail {
  return playerMail('mail', { ...input, stamp: input.sentAt });
}

/**
 * The reminder to a called-up player who has not answered (decision 0167): one Message-ID per
 * call-up and event start.
 */
export function answerReminderMail(input: PlayerMail & { reminderFor: Date }): OutgoingMail {
  return playerMail('reminder', { ...input, replyTo: input.from, stamp: input.reminderFor });
}
