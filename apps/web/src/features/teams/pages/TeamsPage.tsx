import AddRounded from '@mui/icons-material/AddRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import type { TTeam } from '@futsal/shared/schemas/team';
import { useTeamsQuery } from '../api/get-teams';
import { TeamCard } from '../components/TeamCard';
import { OnceOpened } from '../../../components/OnceOpened';
import { TeamFormDialog } from '../components/lazy-dialogs';
import { useDeleteTeam } from '../components/use-delete-team';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { LimitReached, UsageChip } from '../../../components/PlanUsage';
import { isFull, limitOf, usePlan } from '../../subscription';

const GRID = {
  display: 'grid',
  gap: { xs: 2, md: 2.5 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
};

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="teams-empty"
      sx={{
        borderRadius: 3,
        px: { xs: 3, sm: 6 },
        py: { xs: 6, sm: 9 },
        textAlign: 'center',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 50% -10%, ${alpha(theme.palette.primary.main, 0.12)}, transparent 60%)`,
      }}
    >
      <Box
        sx={{
          width: 96,
          height: 96,
          mx: 'auto',
          mb: 3,
          borderRadius: '30%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
          boxShadow: (theme) => `0 0 0 12px ${alpha(theme.palette.primary.main, 0.05)}`,
        }}
      >
        <SportsSoccerRounded sx={{ fontSize: 48 }} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('teams.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 4 }}>
        {t('teams.empty.text')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<AddRounded />}
        onClick={onCreate}
        data-testid="teams-empty-create"
      >
        {t('teams.empty.cta')}
      </Button>
    </Paper>
  );
}

function CardSkeleton() {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" height={28} />
            <Skeleton width="40%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/** The coach's teams (/, /teams, /dashboard). */
export function TeamsPage() {
  const { t } = useTranslation();
  const teamsQuery = useTeamsQuery();
  const { isError, refetch } = teamsQuery;
  const { data: teams, isPending } = useDeferredQuery(teamsQuery);
  const [editing, setEditing] = useState<TTeam | null>(null);
  // 'first': the coach's first team, whose page opens once it is saved (decision 0119).
  const [creating, setCreating] = useState<false | 'first' | 'another'>(false);
  const del = useDeleteTeam();
  const navigate = useNavigate();
  usePageTitle(t('pages.teams.title'));

  const hasTeams = Boolean(teams && teams.length > 0);
  const plan = usePlan();
  // The plan counts the teams the user owns; those reached as staff are their owners' (0175).
  const used = teams?.filter((x) => x.role === 'owner').length ?? 0;
  // At the plan's limit the create actions give way to why and the way on, before any form.
  const full = isFull(plan, 'teams', used);

  return (
    <Box data-testid="teams-page">
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('pages.teams.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {hasTeams
              ? t('teams.list.subtitle', { count: teams?.length ?? 0 })
              : t('pages.teams.description')}
          </Typography>
          {hasTeams && (
            // Its height held before the plan comes: the chip moves nothing (decision 0110).
            <Box sx={{ mt: 1, minHeight: 24 }}>
              <UsageChip resource="teams" used={used} limit={limitOf(plan, 'teams')} />
            </Box>
          )}
        </Box>
        {hasTeams && !full && (
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setCreating('another')}
            data-testid="team-create"
            sx={{ flexShrink: 0 }}
          >
            {t('teams.list.create')}
          </Button>
        )}
      </Box>

      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('teams.common.retry')}
            </Button>
          }
        >
          {t('teams.list.loadError')}
        </Alert>
      )}
      {isPending && (
        <Box sx={GRID}>
          {[0, 1, 2].map((i) => (
            <CardSkeleton key={i} />
          ))}
        </Box>
      )}
      {plan && full && (
        <Box sx={{ mb: 3 }}>
          <LimitReached resource="teams" tier={plan.tier} limit={plan.limits.teams ?? used} />
        </Box>
      )}
      {teams && teams.length === 0 && <EmptyState onCreate={() => setCreating('first')} />}
      {teams && teams.length > 0 && (
        <Box sx={GRID} data-testid="team-list">
          {teams.map((team) => (
            <TeamCard key={team.id} team={team} onEdit={setEditing} onDelete={del.ask} />
          ))}
          {!full && (
            <Paper
              variant="outlined"
              component="button"
              type="button"
              onClick={() => setCreating('another')}
              sx={{
                borderStyle: 'dashed',
                borderRadius: 3,
                minHeight: 180,
                display: { xs: 'none', sm: 'flex' },
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                color: 'text.secondary',
                bgcolor: 'transparent',
                cursor: 'pointer',
                font: 'inherit',
                '&:hover': {
                  color: 'primary.main',
                  borderColor: 'primary.main',
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.04),
                },
              }}
            >
              <GroupsRounded sx={{ fontSize: 36 }} />
              <Typography sx={{ fontWeight: 500 }}>{t('teams.list.create')}</Typography>
            </Paper>
          )}
        </Box>
      )}

      <OnceOpened open={Boolean(creating || editing)}>
        <TeamFormDialog
          open={Boolean(creating || editing)}
          team={editing}
          onClose={() => {
            setCreating(false);
            setEditing(null);
          }}
          onSaved={(saved) => {
            // A coach's first team: straight to its page, where its guided path starts.
            if (creating === 'first' && saved) void navigate(`/teams/${saved.id}`);
          }}
        />
      </OnceOpened>
      {del.dialog}
    </Box>
  );
}

export default TeamsPage;
