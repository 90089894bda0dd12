import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { can } from '@futsal/shared/roles';
import { useTeamRole } from '../../teams';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompetitionQuery } from '../api/get-competition';
import { CompetitionIcon } from '../components/CompetitionIcon';
import { CompetitionForm } from '../components/competition-form/CompetitionForm';
import { isMissingError } from '../../../app/missing/missing-resource';
import { LimitReached } from '../../../components/PlanUsage';
import { isFull, usePlan } from '../../subscription';

/** /teams/{teamId}/tournaments/new and /teams/{teamId}/tournaments/{tournamentId}: create, edit, delete. */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  const { teamId = '', competitionId } = useParams();
  const query = useCompetitionQuery(competitionId);
  const competition = query.data;
  const editing = Boolean(competitionId);
  const plan = usePlan();
  // A new competition the plan would refuse: say so and offer /pricing instead of the form.
  // Competitions are the editors' (team.edit, decision 0181); the plan that limits them is the
  // team owner's, so only the owner is led to /pricing.
  const role = useTeamRole(teamId);
  const canEdit = can(role, 'team.edit');
  const full =
    !editing && plan && role === 'owner'
      ? isFull(plan, 'competitions', plan.usage.competitions)
      : false;
  const title = editing ? t('pages.competitionEdit.title') : t('pages.competitionNew.title');
  usePageTitle(competition?.name ?? title);

  return (
    <Box data-testid="competition-page" sx={{ maxWidth: 960 }}>
      <Button
        component={RouterLink}
        to={`/teams/${teamId}`}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 2, ml: -1 }}
        color="inherit"
      >
        {t('competitions.form.back')}
      </Button>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          mb: 3,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            {competition && (
              <CompetitionIcon
                type={competition.type}
                sx={{
                  color: competition.type === 'cup' ? 'warning.main' : 'primary.main',
                  fontSize: 32,
                }}
              />
            )}
            {editing ? (competition?.name ?? <Skeleton width={220} />) : title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {editing
              ? t('pages.competitionEdit.description')
              : t('pages.competitionNew.description')}
          </Typography>
        </Box>
        {competition && (
          <Button
            component={RouterLink}
            to={`/teams/${teamId}/tournaments/${competition.id}/matches`}
            variant="outlined"
            startIcon={<SportsSoccerRounded />}
            data-testid="competition-matches"
          >
            {t('competitions.form.matches')}
          </Button>
        )}
      </Box>
      {editing && query.isError && !isMissingError(query.error) && (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={`/teams/${teamId}`} color="inherit" size="small">
              {t('competitions.form.back')}
            </Button>
          }
        >
          {t('competitions.form.loadError')}
        </Alert>
      )}
      {editing && query.isPending && (
        <Skeleton variant="rounded" height={480} sx={{ borderRadius: 3 }} />
      )}
      {plan && full && (
        <LimitReached
          resource="competitions"
          tier={plan.tier}
          limit={plan.limits.competitions ?? plan.usage.competitions}
        />
      )}
      {role && !canEdit && (
        <Alert severity="info" data-testid="competition-read-only">
          {t('errors.ROLE_FORBIDDEN')}
        </Alert>
      )}
      {canEdit && ((!editing && !full) || competition) && (
        <CompetitionForm key={competition?.id ?? 'new'} teamId={teamId} competition={competition} />
      )}
    </Box>
  );
}

export default CompetitionFormPage;
