import AddRounded from '@mui/icons-material/AddRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import { LIMITS } from '@futsal/shared/limits';
import type { TMatch } from '@futsal/shared/schemas/match';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { PageHeader } from '../../../components/PageHeader';
import { useTeamPlayersQuery } from '../../players';
import { useCan, useTeamRoleState } from '../../teams';
import { HeldPlace } from '../../../components/HeldPlace';
import { useTeamCompetitionsQuery, useCompetitionQuery } from '../../competitions';
import { useDeleteMatchMutation } from '../api/delete-match';
import { useTeamMatchesQuery } from '../api/get-team-matches';
import { useCompetitionMatchesQuery } from '../api/get-competition-matches';
import { MatchCard } from '../components/MatchCard';
import { MatchFormDialog } from '../components/lazy-dialogs';
import { matchBase } from '../paths';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

type TGroup = 'live' | 'upcoming' | 'finished';

export function groupMatches(matches: readonly TMatch[]): Record<TGroup, TMatch[]> {
  const by = (a: TMatch, b: TMatch) => a.date.localeCompare(b.date);
  return {
    live: matches.filter((m) => m.status === 'live').sort(by),
    upcoming: matches.filter((m) => m.status === 'scheduled' || m.status === 'postponed').sort(by),
    finished: matches
      .filter((m) => m.status === 'finished' || m.status === 'cancelled')
      .sort(by)
      .reverse(),
  };
}

export function MatchesPage() {
  const { t } = useTranslation();
  const { teamId = '', competitionId } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const teamMatches = useTeamMatchesQuery(teamId, !competitionId);
  const competitionMatches = useCompetitionMatchesQuery(competitionId, teamId);
  const reply = competitionId ? competitionMatches : teamMatches;
  const { data: loaded, isPending: loading } = useDeferredQuery(reply);
  // The actions follow the role: the list holds its skeleton until it is known (decision 0110).
  const rolePending = useTeamRoleState(teamId).pending;
  const list = rolePending ? undefined : loaded;
  const isPending = loading || rolePending;
  const competition = useCompetitionQuery(competitionId);
  const competitions = useTeamCompetitionsQuery(teamId);
  const remove = useDeleteMatchMutation();
  // Fixtures are the editors' (team.edit): other roles see the list only (decision 0181).
  const canEdit = useCan(teamId, 'team.edit');
  // Too few players for a lineup: adding them comes first, the match second (decision 0119).
  const squad = useTeamPlayersQuery(teamId);
  const needsPlayers = squad.data !== undefined && squad.data.length < LIMITS.lineup.starters;
  const addPlayers = `/teams/${teamId}/players?add=1`;
  const [searchParams, setSearchParams] = useSearchParams();
  // `?new=1` (the team page's "New match") opens the form once; the flag leaves the URL.
  const [editing, setEditing] = useState<TMatch | 'new' | null>(() =>
    searchParams.get('new') === '1' ? 'new' : null,
  );
  useEffect(() => {
    if (!searchParams.has('new')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('new');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  const base = matchBase(teamId, competitionId);
  const names = useMemo(
    () => Object.fromEntries((competitions.data ?? []).map((c) => [c.id, c.name])),
    [competitions.data],
  );
  const groups = groupMatches(list ?? []);

  const del = useConfirmDelete<TMatch>({
    remove: (m) => remove.mutateAsync(m.id),
    title: t('matches.delete.title'),
    text: (m) => t('matches.delete.text', { opponent: m.opponent }),
    done: () => t('matches.delete.success'),
    errorKey: 'matches.delete.error',
  });

  const title =
    competitionId && competition.data
      ? t('matches.competitionTitle', { name: competition.data.name })
      : t('pages.matches.title');

  const newMatch = (
    <Button
      variant={needsPlayers ? 'outlined' : 'contained'}
      startIcon={<AddRounded />}
      onClick={() => setEditing('new')}
      data-testid="new-match"
      sx={{ flexShrink: 0 }}
    >
      {t('matches.new')}
    </Button>
  );

  return (
    <Box data-testid="matches-page">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <PageHeader title={title} subtitle={t('matches.subtitle')} />
        {rolePending ? <HeldPlace>{newMatch}</HeldPlace> : canEdit && newMatch}
      </Stack>
      {reply.isError && (
        <Alert severity="error">{errorMessage(reply.error, t, 'matches.loadError')}</Alert>
      )}
      {isPending && !reply.isError && (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      )}
      {list && list.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}
          data-testid="matches-empty"
        >
          <Typography variant="h6" component="h2">
            {t('matches.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {needsPlayers && canEdit
              ? t('matches.needsPlayers', { min: LIMITS.lineup.starters })
              : t('matches.emptyText')}
          </Typography>
          {canEdit && (
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
            >
              {needsPlayers && (
                <Button
                  variant="contained"
                  startIcon={<GroupAddRounded />}
                  component={RouterLink}
                  to={addPlayers}
                  data-testid="matches-empty-add-players"
                >
                  {t('matches.addPlayers')}
                </Button>
              )}
              <Button
                variant="outlined"
                startIcon={<AddRounded />}
                onClick={() => setEditing('new')}
              >
                {t('matches.new')}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
      <Stack spacing={3}>
        {(['live', 'upcoming', 'finished'] as const).map((group) =>
          groups[group].length === 0 ? null : (
            <Box key={group} component="section" data-testid={`matches-${group}`}>
              <Typography variant="overline" color="text.secondary" component="h2">
                {t(`matches.groups.${group}`)} · {groups[group].length}
              </Typography>
              <Stack spacing={1}>
                {groups[group].map((m) => (
                  <MatchCard
                    key={m.id}
                    match={m}
                    to={m.status === 'finished' ? `${base}/${m.id}/details` : `${base}/${m.id}`}
                    competition={m.competitionId ? names[m.competitionId] : undefined}
                    onEdit={canEdit ? () => setEditing(m) : undefined}
                    onDelete={canEdit ? () => del.ask(m) : undefined}
                  />
                ))}
              </Stack>
            </Box>
          ),
        )}
      </Stack>
      {editing && canEdit && (
        <Suspense fallback={null}>
          <MatchFormDialog
            open
            teamId={teamId}
            competitionId={competitionId}
            match={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(m) => {
              enqueueSnackbar(
                t(editing === 'new' ? 'matches.form.created' : 'matches.form.updated'),
                { variant: 'success' },
              );
              if (editing === 'new') void navigate(`${base}/${m.id}`);
            }}
          />
        </Suspense>
      )}
      {del.dialog}
    </Box>
  );
}

export default MatchesPage;
