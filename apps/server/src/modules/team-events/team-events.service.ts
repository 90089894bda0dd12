import {
  displayMinute,
  regularTimeSec,
  replayMatch,
  resolveRulesConfig,
  type TTeamEventsQuery,
  type TTeamEventsResponse,
} from '@futsal/shared';
import type { AuthContext } from '../../lib/auth';
import { orNotFound } from '../../lib/errors';
import { rulesConfig, type EventsRepository } from '../match-log';
import type { MatchesRepository } from '../matches';
import { presentTeamEvent } from './team-events.presenter';
import type { TeamEventRecord, TeamEventsRepository } from './team-events.repository';

export class TeamEventsService {
  constructor(
    private readonly deps: {
      repo: TeamEventsRepository;
      matches: MatchesRepository;
      events: EventsRepository;
    },
  ) {}

  /** GET /events/team/{teamId}: one page of the team's accepted events (decision 0018). */
  async list(
    auth: AuthContext,
    teamId: string,
    query: TTeamEventsQuery,
  ): Promise<TTeamEventsResponse> {
    const team = orNotFound(await this.deps.matches.findOwnedTeam(teamId, auth.userId));
    const { page, pageSize, ...filters } = query;
    const [total, records] = await Promise.all([
      this.deps.repo.count(team.id, filters),
      this.deps.repo.page(team.id, filters, pageSize, (page - 1) * pageSize),
    ]);
    const roster = await this.deps.matches.roster(team.id);
    const refused = await this.refusedIds(records, roster);
    const items = records.filter((r) => !refused.has(r.id));
    const names = new Map(roster.map((p) => [p.id, { name: p.name, number: p.number }]));
    const players: TTeamEventsResponse['players'] = {};
    for (const r of items) {
      for (const id of namedPlayers(r)) {
        const player = names.get(id);
        if (player) players[id] = player;
      }
    }
    return {
      items: items.map((r) => presentTeamEvent(r, display(r))),
      page,
      pageSize,
      total,
      players,
    };
  }

  /**
   * Stored events passed the engine when appended, but a later change (the
   * roster, a lineup) can make a replay refuse one: only the matches on this
   * page are replayed to leave those out.
   */
  private async refusedIds(
    records: readonly TeamEventRecord[],
    roster: Awaited<ReturnType<MatchesRepository['roster']>>,
  ): Promise<Set<string>> {
    const refused = new Set<string>();
    const matchIds = [...new Set(records.map((r) => r.matchId))];
    const rows = await this.deps.repo.matchesByIds(matchIds);
    for (const match of rows) {
      const log = await this.deps.events.list(match.id);
      const state = replayMatch(rulesConfig(match, roster), log);
      for (const r of state.rejected) refused.add(r.eventId);
    }
    return refused;
  }
}

const PLAYER_FIELDS = ['playerId', 'assistPlayerId', 'playerInId', 'playerOutId'] as const;

function namedPlayers(r: TeamEventRecord): string[] {
  const event = r.payload as Record<string, unknown>;
  return PLAYER_FIELDS.map((f) => event[f]).filter((v): v is string => typeof v === 'string');
}

function display(r: TeamEventRecord): string {
  const config = resolveRulesConfig({
    periods: r.periods,
    periodMinutes: r.periodDuration,
    starters: [],
    substitutes: [],
  });
  return displayMinute(r.payload.minute * 60 + r.payload.second, regularTimeSec(config));
}
