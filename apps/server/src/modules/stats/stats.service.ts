import {
  PARTICIPATIONS,
  type TFinishingType,
  type TGoalType,
  type TMatchStatsResponse,
  type TOpponentReport,
  type TOpponentsResponse,
  type TParticipation,
  type TPlayerAttendance,
  type TPlayerStatsResponse,
  type TStatsQuery,
  type TTeamStatsResponse,
} from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { orNotFound } from '../../lib/errors';
import { oneOf } from '../../lib/enum-column';
import { matchStatus } from '../match-log';
import { position, quintetOf, resultRow, teamStats } from './aggregate';
import { addRotation, emptyRotation, pairOf, PAIRS_SHOWN, rotationLine } from './rotations';
import { resolvePeriod } from './period';
import { playerAttendance } from './attendance';
import type { SeasonReplies } from './season-replies';
import { matchShotFigures } from './shot-rows';
import { opponentReport } from './opponent-report';
import type { MatchFilter, StatsRepository } from './stats.repository';

export interface StatsServiceDeps {
  repo: StatsRepository;
  /** The user's season start month (1–12); the settings module provides it. */
  seasonStartMonth: (userId: string) => Promise<number>;
  /** Injected so tests can fix "today". */
  now?: () => Date;
  /** Kept team replies (decision 0155); none when absent. */
  replies?: SeasonReplies;
}

const participation = (v: string): TParticipation => oneOf(PARTICIPATIONS, v);
const ON_COURT: readonly TParticipation[] = ['starter', 'substitute_played'];
const add = <K extends string>(
  into: Partial<Record<K, number>>,
  from: Partial<Record<K, number>>,
) => {
  for (const [k, n] of Object.entries(from) as [K, number][]) into[k] = (into[k] ?? 0) + n;
};
const per40 = (n: number, seconds: number) =>
  seconds > 0 ? Math.round(((n * 2400) / seconds) * 100) / 100 : 0;

/**
 * GET /stats/...: owner-only figures read from the per-match figures rows, which
 * every append and lineup change writes in its transaction: a read only reads.
 */
export class StatsService {
  private readonly repo: StatsRepository;

  constructor(private readonly deps: StatsServiceDeps) {
    this.repo = deps.repo;
  }

  async ownedTeam(auth: AuthContext, teamId: string): Promise<TTeamRow> {
    return orNotFound(await this.repo.findOwnedTeam(teamId, auth.userId));
  }

  /** For the reports' headers; null when the competition is not the team's. */
  async competitionName(teamId: string, competitionId: string | undefined): Promise<string | null> {
    return competitionId ? this.repo.competitionName(competitionId.toLowerCase(), teamId) : null;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async filter(auth: AuthContext, query: TStatsQuery): Promise<MatchFilter> {
    return this.filterFor(query, await this.deps.seasonStartMonth(auth.userId), this.now());
  }

  private filterFor(query: TStatsQuery, month: number, now: Date): MatchFilter {
    return {
      period: resolvePeriod(query, now, month),
      competitionId: query.competitionId?.toLowerCase(),
      type: query.type,
      venue: query.venue,
    };
  }

  private head(f: MatchFilter) {
    return {
      period: f.period,
      filters: {
        competitionId: f.competitionId ?? null,
        type: f.type ?? null,
        venue: f.venue ?? null,
      },
    };
  }

  /** The team's figures (the route and the PDF report). */
  async team(auth: AuthContext, teamId: string, query: TStatsQuery): Promise<TTeamStatsResponse> {
    return this.teamIn(auth, teamId, await this.filter(auth, query));
  }

  private async teamIn(
    auth: AuthContext,
    teamId: string,
    f: MatchFilter,
  ): Promise<TTeamStatsResponse> {
    const rows = orNotFound(await this.repo.teamSeason(teamId, auth.userId, f));
    const stats = teamStats(
      this.head(f),
      rows.matches,
      rows.players,
      rows.quintets,
      rows.goalCounts,
      rows.pairs,
    );
    return { ...stats, shotFigures: await this.repo.seasonShots(teamId, f) };
  }

  /** Issue 38: the rival names of the owner's team, for the opponent report's picker. */
  async opponents(auth: AuthContext, teamId: string): Promise<TOpponentsResponse> {
    const team = await this.ownedTeam(auth, teamId);
    return this.repo.opponents(team.id);
  }

  /**
   * Issue 38: everything logged in the team's finished matches against a rival name (trimmed,
   * case- and accent-insensitive); an unknown name is an empty report, not a 404.
   */
  async opponent(auth: AuthContext, teamId: string, name: string): Promise<TOpponentReport> {
    const team = await this.ownedTeam(auth, teamId);
    const rows = await this.repo.opponentMatches(team.id, name);
    return opponentReport(team.id, rows[0]?.match.opponent.trim() ?? name.trim(), rows);
  }

  /**
   * The team's figures as the route sends them, `serialize`d once per version of the rows they
   * are read from: the stamp is read first, so a kept text is never older than its stamp.
   */
  async teamReply(
    auth: AuthContext,
    teamId: string,
    query: TStatsQuery,
    serialize: (reply: TTeamStatsResponse) => string,
  ): Promise<string> {
    const { replies } = this.deps;
    if (!replies) return serialize(await this.team(auth, teamId, query));
    const { stamp, seasonStartMonth } = orNotFound(
      await this.repo.teamSeasonStamp(teamId, auth.userId),
    );
    const f = this.filterFor(query, seasonStartMonth, this.now());
    const key = JSON.stringify([auth.userId, teamId, stamp, this.head(f)]);
    return replies.get(key, async () => serialize(await this.teamIn(auth, teamId, f)));
  }

  async player(
    auth: AuthContext,
    playerId: string,
    query: TStatsQuery,
  ): Promise<TPlayerStatsResponse> {
    const player = orNotFound(await this.repo.findOwnedPlayer(playerId, auth.userId));
    const f = await this.filter(auth, query);
    const lines = await this.repo.playerMatches(player.id, player.teamId, f);
    const totals = {
      matches: 0,
      starts: 0,
      secondsPlayed: 0,
      goals: 0,
      assists: 0,
      shots: 0,
      shotsOnTarget: 0,
      fouls: 0,
      yellowCards: 0,
      redCards: 0,
      plusMinus: 0,
    };
    const counts = Object.fromEntries(PARTICIPATIONS.map((p) => [p, 0])) as Record<
      TParticipation,
      number
    >;
    const goalTypes: Partial<Record<TGoalType, number>> = {};
    const finishingTypes: Partial<Record<TFinishingType, number>> = {};
    const rotation = emptyRotation(player.id);
    const matches = lines.map(({ line, ...view }) => {
      addRotation(rotation, line);
      const part = participation(line.participation);
      counts[part]++;
      if (ON_COURT.includes(part)) totals.matches++;
      if (part === 'starter') totals.starts++;
      for (const k of [
        'secondsPlayed',
        'goals',
        'assists',
        'shots',
        'shotsOnTarget',
        'fouls',
        'yellowCards',
        'redCards',
        'plusMinus',
      ] as const) {
        totals[k] += line[k];
      }
      add(goalTypes, line.goalTypes);
      add(finishingTypes, line.finishingTypes);
      return {
        ...resultRow(view),
        participation: part,
        secondsPlayed: line.secondsPlayed,
        goals: line.goals,
        assists: line.assists,
        shots: line.shots,
        shotsOnTarget: line.shotsOnTarget,
        fouls: line.fouls,
        yellowCards: line.yellowCards,
        redCards: line.redCards,
        plusMinus: line.plusMinus,
      };
    });
    return {
      ...this.head(f),
      player: {
        id: player.id,
        teamId: player.teamId,
        name: player.name,
        number: player.number,
        position: position(player.primaryPosition),
      },
      totals,
      per40: {
        goals: per40(totals.goals, totals.secondsPlayed),
        assists: per40(totals.assists, totals.secondsPlayed),
        shots: per40(totals.shots, totals.secondsPlayed),
        fouls: per40(totals.fouls, totals.secondsPlayed),
      },
      participation: counts,
      goalTypes,
      finishingTypes,
      rotation: rotationLine(rotation),
      matches,
      shotFigures: await this.repo.playerShots(player.teamId, player.id, f),
    };
  }

  /** Issue 39: the player's attendance and weekly load over the period (decision 0169). */
  async attendance(
    auth: AuthContext,
    playerId: string,
    query: Pick<TStatsQuery, 'range' | 'from' | 'to'>,
  ): Promise<TPlayerAttendance> {
    const player = orNotFound(await this.repo.findOwnedPlayer(playerId, auth.userId));
    const period = resolvePeriod(query, this.now(), await this.deps.seasonStartMonth(auth.userId));
    const rows = await this.repo.attendanceRows(player.id, player.teamId, period);
    return playerAttendance(player.id, period, rows, this.now());
  }

  /** Any status: a live match shows its figures as of its last event. */
  async match(auth: AuthContext, matchId: string): Promise<TMatchStatsResponse> {
    const match = orNotFound(await this.repo.findOwnedMatch(matchId, auth.userId));
    const { figures, lines, quintets, pairs } = await this.repo.matchRows(match.id);
    const goals = figures?.goals ?? [];
    const typesFor: Partial<Record<TGoalType, number>> = {};
    const typesAgainst: Partial<Record<TGoalType, number>> = {};
    const finishing: Partial<Record<TFinishingType, number>> = {};
    for (const g of goals) {
      const types = g.side === 'us' ? typesFor : typesAgainst;
      if (g.goalType) types[g.goalType] = (types[g.goalType] ?? 0) + 1;
      if (g.side === 'us' && g.finishingType)
        finishing[g.finishingType] = (finishing[g.finishingType] ?? 0) + 1;
    }
    const byPeriod = (['first', 'second', 'firstExtra', 'secondExtra'] as const).map((period) => ({
      period,
      for: goals.filter((g) => g.period === period && g.side === 'us').length,
      against: goals.filter((g) => g.period === period && g.side === 'rival').length,
    }));
    return {
      matchId: match.id,
      status: matchStatus(match),
      score: { us: match.scoreUs, rival: match.scoreRival },
      team: {
        shots: { for: figures?.shots ?? 0, onTarget: figures?.shotsOnTarget ?? 0 },
        fouls: { for: figures?.foulsFor ?? 0, against: figures?.foulsAgainst ?? 0 },
        yellowCards: figures?.yellowCards ?? 0,
        redCards: { for: figures?.redCardsFor ?? 0, against: figures?.redCardsAgainst ?? 0 },
        corners: figures?.corners ?? 0,
        offsides: figures?.offsides ?? 0,
        timeouts: { for: figures?.timeoutsFor ?? 0, against: figures?.timeoutsAgainst ?? 0 },
        tenMetreKicks: {
          for: figures?.tenMetreKicksFor ?? 0,
          against: figures?.tenMetreKicksAgainst ?? 0,
        },
        goalTypes: { for: typesFor, against: typesAgainst },
        finishingTypes: finishing,
      },
      goalsByPeriod: byPeriod,
      players: lines.map(({ line, name, number, position: pos }) => {
        const part = participation(line.participation);
        return {
          playerId: line.playerId,
          name,
          number,
          position: position(pos),
          participation: part,
          matches: ON_COURT.includes(part) ? 1 : 0,
          starts: part === 'starter' ? 1 : 0,
          secondsPlayed: line.secondsPlayed,
          goals: line.goals,
          assists: line.assists,
          shots: line.shots,
          shotsOnTarget: line.shotsOnTarget,
          fouls: line.fouls,
          yellowCards: line.yellowCards,
          redCards: line.redCards,
          plusMinus: line.plusMinus,
        };
      }),
      quintets: quintets.map((q) => quintetOf(q)),
      shotFigures: matchShotFigures(figures),
      rotations: {
        players: lines
          .filter(({ line }) => line.secondsPlayed > 0)
          .map(({ line }) => rotationLine(line)),
        // The most time together first, as many as a season shows.
        pairs: pairs.slice(0, PAIRS_SHOWN).map(pairOf),
      },
    };
  }
}
