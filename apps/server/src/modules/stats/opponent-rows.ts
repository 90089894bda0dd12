import { opponentKey, replayLog, type TMatchEvent, type TOpponentsResponse } from '@futsal/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, matchEvents, matchFigures, matches, players } from '../../db/schema';
import { rulesConfig } from '../match-log';
import type { MatchFiguresView } from './season-rows';

/** A finished match against the rival, its figures row, and the events the engine accepted. */
export interface OpponentMatch extends MatchFiguresView {
  figures: MatchFiguresView['figures'] & typeof matchFigures.$inferSelect;
  accepted: TMatchEvent[];
}

/**
 * The distinct rival names of a team's matches (any status), grouped by `opponentKey` and shown
 * in their latest spelling, most recent first. The team is the caller's (checked before).
 */
export async function opponentNames(db: Db, teamId: string): Promise<TOpponentsResponse> {
  const rows = await db
    .select({ opponent: matches.opponent, date: matches.date, status: matches.status })
    .from(matches)
    .where(eq(matches.teamId, teamId))
    .orderBy(desc(matches.date), desc(matches.createdAt));
  const byKey = new Map<string, TOpponentsResponse['opponents'][number]>();
  for (const r of rows) {
    const key = opponentKey(r.opponent);
    const entry = byKey.get(key) ?? {
      name: r.opponent.trim(),
      matches: 0,
      finished: 0,
      lastDate: r.date.toISOString(),
    };
    entry.matches++;
    if (r.status === 'finished') entry.finished++;
    byKey.set(key, entry);
  }
  return { opponents: [...byKey.values()] };
}

/**
 * The team's finished matches against `name`, newest first. The key is compared in code: names
 * are short and a team has few matches, and PostgreSQL's `unaccent` is not installed.
 */
export async function opponentMatches(
  db: Db,
  teamId: string,
  name: string,
): Promise<OpponentMatch[]> {
  const key = opponentKey(name);
  const rows = (
    await db
      .select({ match: matches, competitionName: competitions.name, figures: matchFigures })
      .from(matches)
      .innerJoin(matchFigures, eq(matchFigures.matchId, matches.id))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(and(eq(matches.teamId, teamId), eq(matches.status, 'finished')))
      .orderBy(desc(matches.date), desc(matches.createdAt))
  ).filter((r) => opponentKey(r.match.opponent) === key);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.match.id);
  const events = await db
    .select({ matchId: matchEvents.matchId, payload: matchEvents.payload })
    .from(matchEvents)
    .where(inArray(matchEvents.matchId, ids))
    .orderBy(asc(matchEvents.seq));
  const roster = await db
    .select({
      id: players.id,
      name: players.name,
      number: players.number,
      status: players.status,
      isActive: players.isActive,
    })
    .from(players)
    .where(eq(players.teamId, teamId));
  return rows.map(({ match, competitionName, figures }) => {
    // The engine's fold, as the figures rows were derived: voided and refused events left out.
    const log = events.filter((e) => e.matchId === match.id).map((e) => e.payload);
    const { accepted } = replayLog(rulesConfig(match, roster), log);
    return { match, competitionName, figures, accepted };
  });
}
