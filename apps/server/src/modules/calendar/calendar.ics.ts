import { createHash } from 'node:crypto';
import { formatMessage, type TLanguage } from '@futsal/shared';
import type { TTrainingRow } from '../../db/schema';
import { matchEntry, trainingEntry } from './calendar.entries';
import type { CalendarMatch } from './calendar.repository';
import { escapeText, joinLines, utc } from './ics-writer';

export type TFeedStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** One VEVENT as the feed shows it; its fingerprint is what a SEQUENCE follows. */
export interface FeedEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
  status: TFeedStatus;
}

/** Stable UIDs: the kind and the row's id, the same in every read and every URL of the feed. */
export const uidOf = (kind: 'match' | 'training', id: string) => `${kind}-${id}@futsal-manager`;

function statusOf(status: string): TFeedStatus {
  if (status === 'cancelled') return 'CANCELLED';
  // A postponed match has no settled date yet.
  if (status === 'postponed') return 'TENTATIVE';
  return 'CONFIRMED';
}

export function feedEvents(
  teamName: string,
  lang: TLanguage,
  matchRows: readonly CalendarMatch[],
  trainingRows: readonly TTrainingRow[],
): FeedEvent[] {
  const fromMatches = matchRows.map((m): FeedEvent => {
    const e = matchEntry(m);
    return {
      uid: uidOf('match', m.id),
      summary: m.isHome ? `${teamName} – ${m.opponent}` : `${m.opponent} – ${teamName}`,
      start: m.date,
      end: new Date(e.endsAt),
      location: m.location,
      description: '',
      status: statusOf(m.status),
    };
  });
  const fromTrainings = trainingRows.map((t): FeedEvent => {
    const e = trainingEntry(t);
    return {
      uid: uidOf('training', t.id),
      summary: t.focus
        ? formatMessage(lang, 'calendar.feed.trainingFocus', { team: teamName, focus: t.focus })
        : formatMessage(lang, 'calendar.feed.training', { team: teamName }),
      start: t.startsAt,
      end: new Date(e.endsAt),
      location: t.place,
      description: t.notes,
      status: statusOf(t.status),
    };
  });
  return [...fromMatches, ...fromTrainings];
}

export function fingerprintOf(e: FeedEvent): string {
  const shown = [e.summary, e.start.toISOString(), e.end.toISOString(), e.location, e.description];
  return createHash('sha256')
    .update(JSON.stringify([...shown, e.status]))
    .digest('hex');
}

/** The feed's text (RFC 5545): one VEVENT per entry, its SEQUENCE from `sequenceOf`. */
export function renderFeed(
  calendarName: string,
  events: readonly FeedEvent[],
  sequenceOf: (uid: string) => number,
  stamp: Date,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Futsal Manager//team-calendar//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    // Calendar apps poll a subscribed feed; an hour keeps changes reaching them the same day.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  const dtstamp = utc(stamp);
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(e.uid)}`,
      `SEQUENCE:${sequenceOf(e.uid)}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${utc(e.start)}`,
      `DTEND:${utc(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push(`STATUS:${e.status}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
