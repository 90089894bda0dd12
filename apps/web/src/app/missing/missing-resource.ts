import { isValidId } from '@futsal/shared/ids';
import { isApiError } from '../../lib/api-client';

export type TMissingKind = 'team' | 'player' | 'match' | 'competition';

/** The resource is not there for this user: a 404, a malformed id (400) or a reply without one. */
export function isMissingError(err: unknown): boolean {
  if (isApiError(err)) return err.status === 404 || err.status === 400;
  // The fetchers throw a plain Error for an id they refuse to send or a reply without an id.
  return err instanceof Error;
}

interface ResourceState {
  id: string | undefined;
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  /** The team the loaded resource belongs to, when it says. */
  ownerTeamId?: string | null;
}

/** Whether a resource named in the URL is missing (decision 0019). */
export function resourceMissing(r: ResourceState, teamId: string | undefined): boolean {
  if (r.id === undefined) return false;
  if (!isValidId(r.id)) return true;
  if (r.isError) return isMissingError(r.error);
  // Someone else's team's resource under this team's path is as missing as a deleted one.
  return r.isSuccess && Boolean(r.ownerTeamId) && Boolean(teamId) && r.ownerTeamId !== teamId;
}

export interface MissingRedirect {
  kind: TMissingKind;
  to: string;
  /** Catalog key of the notice. */
  notice: string;
}

interface Ids {
  teamId?: string;
  playerId?: string;
  matchId?: string;
  competitionId?: string;
}

/**
 * The nearest valid parent of the first missing resource, outermost first:
 * a missing team → /teams (spec §2; any failure there too), a competition →
 * the team, a player → the squad, a match → the list it was reached from.
 * Inner resources are judged only once their parents loaded, so one bad URL
 * gives one redirect and one notice.
 */
export function missingRedirect(
  ids: Ids,
  states: {
    team: ResourceState;
    competition: ResourceState;
    player: ResourceState;
    match: ResourceState;
  },
): MissingRedirect | null {
  const { teamId, competitionId } = ids;
  if (teamId === undefined) return null;
  const { team, competition, player, match } = states;
  if (resourceMissing(team, teamId)) return { kind: 'team', to: '/teams', notice: 'notFound.team' };
  if (team.isError) return { kind: 'team', to: '/teams', notice: 'notFound.teamFailed' };
  if (!team.isSuccess) return null;
  const teamPath = `/teams/${teamId}`;
  if (resourceMissing(competition, teamId))
    return { kind: 'competition', to: teamPath, notice: 'notFound.competition' };
  if (resourceMissing(player, teamId))
    return { kind: 'player', to: `${teamPath}/players`, notice: 'notFound.player' };
  if (competitionId !== undefined && !competition.isSuccess) return null;
  if (resourceMissing(match, teamId)) {
    const list = competitionId
      ? `${teamPath}/tournaments/${competitionId}/matches`
      : `${teamPath}/matches`;
    return { kind: 'match', to: list, notice: 'notFound.match' };
  }
  return null;
}
