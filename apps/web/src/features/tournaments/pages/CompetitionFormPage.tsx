import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import NotesRounded from '@mui/icons-material/NotesRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import { COMPETITION_STATUSES } from '@futsal/shared/values/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import type { ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateTournamentMutation } from '../api/create-tournament';
import { useDeleteTournamentMutation } from '../api/delete-tournament';
import type { TCompetition } from '@futsal/shared/schemas/competition';
import { useTournamentQuery } from '../api/get-tournament';
import { useUpdateTournamentMutation } from '../api/update-tournament';
import { CompetitionIcon } from '../components/CompetitionIcon';
import {
  COMPETITION_FIELDS,
  competitionToForm,
  emptyCompetitionForm,
  toCompetitionRequest,
  ZCompetitionForm,
  type TCompetitionFormValues,
} from '../competition-form';
import { isMissingError } from '../../../app/missing/missing-resource';
import { LimitReached } from '../../../components/PlanUsage';
import { isFull, usePlan } from '../../subscription';

const resolver = zodResolver(
  ZCompetitionForm as never,
) as unknown as Resolver<TCompetitionFormValues>;
const GRID2 = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
};
const GRID3 = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
};

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section">
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2, color: 'text.secondary' }}
      >
        {icon}
        <Typography component="h2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

function CompetitionForm({ teamId, competition }: { teamId: string; competition?: TCompetition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTournamentMutation();
  const update = useUpdateTournamentMutation();
  const del = useDeleteTournamentMutation();
  const editing = Boolean(competition);

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TCompetitionFormValues>({
    resolver,
    defaultValues: competition ? competitionToForm(competition) : emptyCompetitionForm(),
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    COMPETITION_FIELDS,
  );
  const err = useFieldError(errors);

  const onSubmit = handleSubmit(async () => {
    clearServerError();
    const values = getValues();
    const body = toCompetitionRequest(values);
    try {
      if (competition) {
        await update.mutateAsync({ id: competition.id, teamId, body });
        reset(values);
        enqueueSnackbar(t('tournaments.form.updated', { name: body.name }), { variant: 'success' });
      } else {
        const saved = await create.mutateAsync({ teamId, body });
        enqueueSnackbar(t('tournaments.form.created', { name: body.name }), { variant: 'success' });
        if (saved) void navigate(`/teams/${teamId}/tournaments/${saved.id}`, { replace: true });
        else void navigate(`/teams/${teamId}`);
      }
    } catch (e) {
      showServerError(e, editing ? 'tournaments.form.updateError' : 'tournaments.form.createError');
    }
  });

  const confirmDelete = useConfirmDelete<TCompetition>({
    remove: (c) => del.mutateAsync({ id: c.id, teamId }),
    title: t('tournaments.delete.title'),
    text: (c) => t('tournaments.delete.text', { name: c.name }),
    done: (c) => t('tournaments.delete.done', { name: c.name }),
    errorKey: 'tournaments.delete.error',
    onDeleted: () => void navigate(`/teams/${teamId}`, { replace: true }),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(editing ? 'pages.tournamentEdit.title' : 'pages.tournamentNew.title')}
      data-testid="competition-form"
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 4 }}>
          <FormErrorAlert error={serverError} testId="competition-form-error" />
          <Section icon={<InfoRounded />} title={t('tournaments.form.basics')}>
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <Box>
                <FormLabel
                  id="competition-type-label"
                  required
                  sx={{ display: 'block', mb: 1, fontSize: '0.875rem' }}
                >
                  {t('tournaments.fields.type')}
                </FormLabel>
                <Controller
                  name="type"
                  control={control}
                  render={({ field }) => (
                    <ToggleButtonGroup
                      exclusive
                      value={field.value}
                      onChange={(_e, v: string | null) => v && field.onChange(v)}
                      aria-labelledby="competition-type-label"
                      color="primary"
                      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', maxWidth: 440 }}
                    >
                      {(['tournament', 'cup'] as const).map((type) => (
                        <ToggleButton
                          key={type}
                          value={type}
                          data-testid={`competition-type-${type}`}
                          sx={{ gap: 1, py: 1.25, justifyContent: 'flex-start', textAlign: 'left' }}
                        >
                          <CompetitionIcon
                            type={type}
                            sx={{ color: type === 'cup' ? 'warning.main' : 'primary.main' }}
                          />
                          <Box>
                            <Typography
                              sx={{ fontWeight: 600, fontSize: '0.9rem', lineHeight: 1.2 }}
                            >
                              {t(`tournaments.type.${type}`)}
                            </Typography>
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              sx={{ display: 'block', lineHeight: 1.3 }}
                            >
                              {t(`tournaments.typeHint.${type}`)}
                            </Typography>
                          </Box>
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  )}
                />
                {errors.type?.message && (
                  <FormHelperText error>{t(errors.type.message)}</FormHelperText>
                )}
              </Box>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}
              >
                <TextField
                  {...register('name')}
                  id="competition-name"
                  label={t('tournaments.fields.name')}
                  required
                  fullWidth
                  autoFocus={!editing}
                  {...err('name')}
                />
                <Controller
                  name="status"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      select
                      id="competition-status"
                      label={t('tournaments.fields.status')}
                      fullWidth
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      {...err('status')}
                    >
                      {COMPETITION_STATUSES.map((s) => (
                        <MenuItem key={s} value={s}>
                          {t(`tournaments.status.${s}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Box>
              <Box sx={GRID2}>
                <TextField
                  {...register('startDate')}
                  id="competition-start-date"
                  label={t('tournaments.fields.startDate')}
                  type="date"
                  required
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...err('startDate')}
                />
                <TextField
                  {...register('endDate')}
                  id="competition-end-date"
                  label={t('tournaments.fields.endDate')}
                  type="date"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...err('endDate')}
                />
              </Box>
            </Box>
          </Section>
          <Section icon={<EventRounded />} title={t('tournaments.form.details')}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Box sx={GRID2}>
                <TextField
                  {...register('location')}
                  id="competition-location"
                  label={t('tournaments.fields.location')}
                  fullWidth
                  {...err('location')}
                />
                <TextField
                  {...register('organizer')}
                  id="competition-organizer"
                  label={t('tournaments.fields.organizer')}
                  fullWidth
                  {...err('organizer')}
                />
              </Box>
              <Box sx={GRID3}>
                <TextField
                  {...register('maxTeams')}
                  id="competition-max-teams"
                  label={t('tournaments.fields.maxTeams')}
                  type="number"
                  fullWidth
                  slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                  {...err('maxTeams')}
                />
                <TextField
                  {...register('format')}
                  id="competition-format"
                  label={t('tournaments.fields.format')}
                  placeholder={t('tournaments.form.formatPlaceholder')}
                  fullWidth
                  {...err('format')}
                />
                <TextField
                  {...register('prize')}
                  id="competition-prize"
                  label={t('tournaments.fields.prize')}
                  fullWidth
                  {...err('prize')}
                />
              </Box>
            </Box>
          </Section>
          <Section icon={<NotesRounded />} title={t('tournaments.form.texts')}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                {...register('description')}
                id="competition-description"
                label={t('tournaments.fields.description')}
                fullWidth
                multiline
                minRows={3}
                {...err('description')}
              />
              <TextField
                {...register('rules')}
                id="competition-rules"
                label={t('tournaments.fields.rules')}
                fullWidth
                multiline
                minRows={3}
                {...err('rules')}
              />
            </Box>
          </Section>
        </CardContent>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            px: { xs: 2, sm: 3 },
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: (theme) =>
              alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.04 : 0.02),
          }}
        >
          {editing && (
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => competition && confirmDelete.ask(competition)}
              data-testid="competition-delete"
            >
              {t('tournaments.form.delete')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to={`/teams/${teamId}`} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton
            pending={isSubmitting}
            disabled={editing && !isDirty}
            label={t(editing ? 'common.save' : 'tournaments.form.create')}
            pendingLabel={t('common.saving')}
            data-testid="competition-submit"
          />
        </Box>
      </Card>
      {confirmDelete.dialog}
    </Box>
  );
}

/** /teams/{teamId}/tournaments/new and /teams/{teamId}/tournaments/{tournamentId}: create, edit, delete. */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  const { teamId = '', tournamentId } = useParams();
  const query = useTournamentQuery(tournamentId);
  const competition = query.data;
  const editing = Boolean(tournamentId);
  const plan = usePlan();
  // A new competition the plan would refuse: say so and offer /pricing instead of the form.
  const full = !editing && plan ? isFull(plan, 'competitions', plan.usage.competitions) : false;
  const title = editing ? t('pages.tournamentEdit.title') : t('pages.tournamentNew.title');
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
        {t('tournaments.form.back')}
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
            {editing ? t('pages.tournamentEdit.description') : t('pages.tournamentNew.description')}
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
            {t('tournaments.form.matches')}
          </Button>
        )}
      </Box>
      {editing && query.isError && !isMissingError(query.error) && (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={`/teams/${teamId}`} color="inherit" size="small">
              {t('tournaments.form.back')}
            </Button>
          }
        >
          {t('tournaments.form.loadError')}
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
      {((!editing && !full) || competition) && (
        <CompetitionForm key={competition?.id ?? 'new'} teamId={teamId} competition={competition} />
      )}
    </Box>
  );
}

export default CompetitionFormPage;
