import { useSnackbar } from '../../lib/notices';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMatchQuery } from '../../features/matches/api/get-match';
import { usePlayerQuery } from '../../features/players/api/get-player';
import { useTeamQuery } from '../../features/teams/api/get-team';
import { useCompetitionQuery } from '../../features/competitions/api/get-competition';
import { useRouteIds } from '../layout/use-route-ids';
import { missingRedirect } from './missing-resource';
import { isValidId } from '@futsal/shared/ids';

const validOrUndefined = (id: string | undefined) => (id && isValidId(id) ? id : undefined);

/**
 * One behaviour for every id in a URL (decision 0019): a team, competition,
 * player or match that is malformed, missing or another user's sends the
 * browser to the nearest valid parent page with a translated notice. Run once,
 * by the signed-in layout, for every page under it; the queries are the ones
 * the pages and breadcrumbs use, so this costs no extra request.
 */
export function useMissingResourceGuard() {
  const ids = useRouteIds();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const team = useTeamQuery(validOrUndefined(ids.teamId));
  const competition = useCompetitionQuery(validOrUndefined(ids.competitionId));
  const player = usePlayerQuery(validOrUndefined(ids.playerId));
  const match = useMatchQuery(validOrUndefined(ids.matchId));
  const handled = useRef<string | null>(null);

  const target = missingRedirect(ids, {
    team: { id: ids.teamId, isError: team.isError, error: team.error, isSuccess: team.isSuccess },
    competition: {
      id: ids.competitionId,
      isError: competition.isError,
      error: competition.error,
      isSuccess: competition.isSuccess,
      ownerTeamId: competition.data?.teamId,
    },
    player: {
      id: ids.playerId,
      isError: player.isError,
      error: player.error,
      isSuccess: player.isSuccess,
      ownerTeamId: player.data?.team,
    },
    match: {
      id: ids.matchId,
      isError: match.isError,
      error: match.error,
      isSuccess: match.isSuccess,
      ownerTeamId: match.data?.teamId,
    },
  });

  useEffect(() => {
    if (!target || handled.current === pathname) return;
    handled.current = pathname;
    enqueueSnackbar(t(target.notice), { variant: 'warning', preventDuplicate: true });
    void navigate(target.to, { replace: true });
  }, [target, pathname, navigate, enqueueSnackbar, t]);

  return { team, redirecting: target !== null };
}
