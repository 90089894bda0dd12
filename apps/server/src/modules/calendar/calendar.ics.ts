import { createHash } from 'node:crypto';
import { formatMessage, type TLanguage } from '@futsal/shared';
import ical, { ICalEventStatus } from 'ical-generator';
import type { TTrainingRow } from '../../db/schema';
import { matchEntry, trainingEntry } from './calendar.entries';
import type { CalendarMatch } from './calendar.repository';

/** One VEVENT as the feed shows it; its fingerprint is what a SEQUENCE follows. */
export interface FeedEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
  status: ICalEventStatus;
}

/** Stable UIDs: the kind and the row's id, the same in every read and every URL of the feed. */
export const uidOf = (kind: 'match' | 'training', id: string) => `${kind}-${id}@futsal-manager`;

function statusOf(status: string): ICalEventStatus {
  if (status === 'cancelled') return ICalEventStatus.CANCELLED;
  // A postponed match has no settled date yet.
  if (status === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
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
  const calendar = ical({
    name: calendarName,
    prodId: { company: 'Futsal Manager', product: 'team-calendar', language: 'ES' },
    // Calendar apps poll a subscribed feed; an hour keeps changes reaching them the same day.
    ttl: 60 * 60,
  });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      sequence: sequenceOf(e.uid),
      stamp,
      start: e.start,
      end: e.end,
      summary: e.summary,
      location: e.location || null,
      description: e.description || null,
      status: e.status,
    });
  }
  return calendar.toString();
}
