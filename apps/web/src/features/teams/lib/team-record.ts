import type { TMatch, TMatchType } from '@futsal/shared/schemas/match';
import type { TTeamRecord } from '@futsal/shared/schemas/stats';

/** Which matches a record counts: all of them, the official ones (no friendlies) or one type. */
export const RECORD_SCOPES = [
  'all',
  'official',
  'friendly',
  'league',
  'tournament',
  'cup',
] as const;
export type TRecordScope = (typeof RECORD_SCOPES)[number];

export const isRecordScope = (v: unknown): v is TRecordScope =>
  typeof v === 'string' && (RECORD_SCOPES as readonly string[]).includes(v);

function inScope(type: TMatchType, scope: TRecordScope): boolean {
  if (scope === 'all') return true;
  if (scope === 'official') return type !== 'friendly';
  return type === scope;
}

/** The record over the finished matches in scope, as the server's team statistics count them. */
export function teamRecord(matches: readonly TMatch[], scope: TRecordScope): TTeamRecord {
  const r: TTeamRecord = {
    gamesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
  };
  for (const m of matches) {
    if (m.status !== 'finished' || !inScope(m.type, scope)) continue;
    const { us, rival } = m.score;
    r.gamesPlayed += 1;
    r.goalsFor += us;
    r.goalsAgainst += rival;
    if (us > rival) r.wins += 1;
    else if (us < rival) r.losses += 1;
    else r.draws += 1;
  }
  return r;
}

/** How far past kick-off a scheduled match still counts as "next" (it may just be starting late). */
export const NEXT_MATCH_GRACE_MS = 3 * 60 * 60 * 1000;

/**
 * The match to show as "next": a live one first, else the earliest scheduled
 * match that has not kicked off more than the grace period ago.
 */
export function nextMatch(matches: readonly TMatch[], now: Date): TMatch | null {
  const live = matches.find((m) => m.status === 'live');
  if (live) return live;
  const from = now.getTime() - NEXT_MATCH_GRACE_MS;
  const upcoming = matches
    .filter((m) => m.status === 'scheduled' && new Date(m.date).getTime() >= from)
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  return upcoming[0] ?? null;
}
