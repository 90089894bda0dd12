import {
  replayMatch,
  type TLineupRequest,
  type TMatch,
  type TMatchSuspensions,
  type TMatchState,
  type TMatchStatus,
  type ZCreateMatchRequest,
  type ZUpdateMatchRequest,
} from '@futsal/shared';
import type { z } from 'zod';
import type { TMatchRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { AppError, orNotFound } from '../../lib/errors';
import { checkLineup, checkSuspensions } from './lineup';
import { suspensionsOf } from '../suspensions';
import {
  canMoveTo,
  deriveFigures,
  matchStatus,
  rulesConfig,
  type EventsRepository,
} from '../match-log';
import type { MatchesRepository, MatchPatch, MatchValues } from './matches.repository';
import { presentMatch } from './matches.presenter';

/** GET /matches/{id}/state: the match and its log replayed by the rules engine. */
export interface MatchStateView {
  match: TMatch;
  state: TMatchState;
}

type CreateInput = z.output<typeof ZCreateMatchRequest>;
type UpdateInput = z.output<typeof ZUpdateMatchRequest>;

export class MatchesService {
  private readonly repo: MatchesRepository;
  private readonly events: EventsRepository;

  constructor(deps: { repo: MatchesRepository; events: EventsRepository }) {
    this.repo = deps.repo;
    this.events = deps.events;
  }

  private async ownedTeam(auth: AuthContext, teamId: string) {
    return orNotFound(await this.repo.findOwnedTeam(teamId, auth.userId));
  }

  private async ownedMatch(auth: AuthContext, id: string): Promise<TMatchRow> {
    return orNotFound(await this.repo.findOwnedMatch(id, auth.userId));
  }

  /** A competition given for a match must be one of the match's team. */
  private async checkCompetition(
    repo: MatchesRepository,
    competitionId: string | null | undefined,
    teamId: string,
  ) {
    if (!competitionId) return;
    if (!(await repo.isCompetitionOfTeam(competitionId.toLowerCase(), teamId))) {
      throw new AppError('COMPETITION_NOT_IN_TEAM', {
        pendingDetails: [{ path: 'competitionId', key: 'errors.COMPETITION_NOT_IN_TEAM' }],
      });
    }
  }

  async listByTeam(auth: AuthContext, teamId: string): Promise<TMatch[]> {
    return orNotFound(await this.repo.listOfOwnedTeam(teamId, auth.userId)).map(presentMatch);
  }

  /** Without `teamId` the competition's own team is used; with it, they must agree. */
  async listByCompetition(
    auth: AuthContext,
    competitionId: string,
    teamId: string | undefined,
  ): Promise<TMatch[]> {
    const competition = orNotFound(
      await this.repo.findOwnedCompetition(competitionId, auth.userId),
    );
    if (teamId !== undefined) {
      await this.ownedTeam(auth, teamId);
      if (competition.teamId !== teamId) {
        throw new AppError('COMPETITION_NOT_IN_TEAM', {
          pendingDetails: [{ path: 'teamId', key: 'errors.COMPETITION_NOT_IN_TEAM' }],
        });
      }
    }
    return (await this.repo.listByCompetition(competitionId, competition.teamId)).map(presentMatch);
  }

  async get(auth: AuthContext, id: string): Promise<TMatch> {
    return presentMatch(await this.ownedMatch(auth, id));
  }

  async create(auth: AuthContext, teamId: string, input: CreateInput): Promise<TMatch> {
    await this.ownedTeam(auth, teamId);
    await this.checkCompetition(this.repo, input.competitionId, teamId);
    const values: MatchValues = {
      opponent: input.opponent,
      date: new Date(input.date),
      location: input.location,
      isHome: input.isHome,
      type: input.type,
      periods: input.periods,
      periodDuration: input.periodDuration,
      competitionId: input.competitionId ? input.competitionId.toLowerCase() : null,
      competitionRound: input.competitionRound ?? null,
    };
    return presentMatch(await this.repo.insert(teamId, values));
  }

  /**
   * Any subset of the fields, and a status change allowed by decision 0007.
   * The format (periods, their length) is the engine's config: it cannot
   * change once the log has events.
   */
  async update(auth: AuthContext, id: string, input: UpdateInput): Promise<TMatch> {
    return this.repo.transaction(async (repo) => {
      const match = orNotFound(await repo.findOwnedMatch(id, auth.userId, true));
      const patch: MatchPatch = {};
      if (input.opponent !== undefined) patch.opponent = input.opponent;
      if (input.date !== undefined) patch.date = new Date(input.date);
      if (input.location !== undefined) patch.location = input.location;
      if (input.isHome !== undefined) patch.isHome = input.isHome;
      if (input.type !== undefined) patch.type = input.type;
      if (input.competitionRound !== undefined) patch.competitionRound = input.competitionRound;
      if (input.competitionId !== undefined) {
        await this.checkCompetition(repo, input.competitionId, match.teamId);
        patch.competitionId = input.competitionId ? input.competitionId.toLowerCase() : null;
      }
      const formatChanges =
        (input.periods !== undefined && input.periods !== match.periods) ||
        (input.periodDuration !== undefined && input.periodDuration !== match.periodDuration);
      if (formatChanges && (await repo.countEvents(match.id)) > 0)
        throw new AppError('MATCH_FORMAT_LOCKED');
      if (input.periods !== undefined) patch.periods = input.periods;
      if (input.periodDuration !== undefined) patch.periodDuration = input.periodDuration;
      if (input.status !== undefined) {
        const from = matchStatus(match);
        const to: TMatchStatus = input.status;
        if (!canMoveTo(from, to)) throw new AppError('MATCH_STATUS_TRANSITION');
        patch.status = to;
      }
      return presentMatch(await repo.update(match.id, patch));
    });
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    if (!(await this.repo.delete(id, auth.userId))) throw new AppError('NOT_FOUND');
  }

  /** Only while the match is scheduled and its log is empty: the lineup is the engine's config. */
  async setLineup(auth: AuthContext, id: string, input: TLineupRequest): Promise<TMatch> {
    const lineup = {
      starters: input.starters.map((p) => p.toLowerCase()),
      substitutes: input.substitutes.map((p) => p.toLowerCase()),
    };
    return this.repo.transaction(async (repo, tx) => {
      const match = orNotFound(await repo.findOwnedMatch(id, auth.userId, true));
      if (matchStatus(match) !== 'scheduled' || (await repo.countEvents(match.id)) > 0) {
        throw new AppError('LINEUP_LOCKED');
      }
      const roster = await repo.roster(match.teamId);
      checkLineup(lineup, roster);
      const suspended = await suspensionsOf(tx, match);
      const lineupOverrides = checkSuspensions(lineup, suspended.players, input.overrides ?? []);
      const updated = await repo.update(match.id, { lineup, lineupOverrides });
      // Participation (starters, substitutes, not selected) shows in the match statistics at once.
      await deriveFigures(tx, updated);
      return presentMatch(updated);
    });
  }

  /** GET /matches/{id}/suspensions: who may not play it, from the competition's cards (decision 0165). */
  async suspensions(auth: AuthContext, id: string): Promise<TMatchSuspensions> {
    // One transaction: the rules, the matches and their cards are read from one snapshot.
    return this.repo.transaction(async (repo, tx) => {
      const match = orNotFound(await repo.findOwnedMatch(id, auth.userId));
      return suspensionsOf(tx, match);
    });
  }

  /** The whole log replayed: score, clock, on court, fouls, man-down, time-outs, minutes, participation... */
  async state(auth: AuthContext, id: string, clockSec?: number): Promise<MatchStateView> {
    const match = await this.ownedMatch(auth, id);
    const roster = await this.repo.roster(match.teamId);
    const events = await this.events.list(match.id);
    const state = replayMatch(
      rulesConfig(match, roster),
      events,
      clockSec === undefined ? {} : { clockSec },
    );
    return { match: presentMatch(match), state };
  }
}
