import { useMatches } from 'react-router';

export interface RouteIds {
  teamId?: string;
  playerId?: string;
  competitionId?: string;
  matchId?: string;
}

/** Ids of the deepest matched route (a parent's own params may miss the child's). */
export function useRouteIds(): RouteIds {
  const matches = useMatches();
  const params = matches[matches.length - 1]?.params ?? {};
  return {
    teamId: params.teamId,
    playerId: params.playerId,
    competitionId: params.competitionId,
    matchId: params.matchId,
  };
}
