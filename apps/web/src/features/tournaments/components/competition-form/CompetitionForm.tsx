import type { TCompetition } from '@futsal/shared/schemas/competition';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { useSnackbar } from '../../../../lib/notices';
import { useConfirmDelete } from '../../../../lib/use-confirm-delete';
import { useServerFieldErrors } from '../../../../lib/use-form-errors';
import { useCreateTournamentMutation } from '../../api/create-tournament';
import { useDeleteTournamentMutation } from '../../api/delete-tournament';
import { useUpdateTournamentMutation } from '../../api/update-tournament';
import {
  COMPETITION_FIELDS,
  competitionFormResolver,
  competitionToForm,
  emptyCompetitionForm,
  toCompetitionRequest,
} from '../../competition-form';
import { CompetitionBasicsSection } from './CompetitionBasicsSection';
import { CompetitionDetailsSection } from './CompetitionDetailsSection';
import { CompetitionFormActions } from './CompetitionFormActions';
import { CompetitionTextsSection } from './CompetitionTextsSection';

/** Create, edit or delete a competition: basics, details, texts. */
export function CompetitionForm({
  teamId,
  competition,
}: {
  teamId: string;
  competition?: TCompetition;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTournamentMutation();
  const update = useUpdateTournamentMutation();
  const del = useDeleteTournamentMutation();
  const editing = Boolean(competition);

  const {
    control,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm({
    resolver: competitionFormResolver,
    defaultValues: competition ? competitionToForm(competition) : emptyCompetitionForm(),
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    COMPETITION_FIELDS,
  );

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
          <CompetitionBasicsSection control={control} editing={editing} />
          <CompetitionDetailsSection control={control} />
          <CompetitionTextsSection control={control} />
        </CardContent>
        <CompetitionFormActions
          teamId={teamId}
          editing={editing}
          pending={isSubmitting}
          dirty={isDirty}
          onDelete={() => competition && confirmDelete.ask(competition)}
        />
      </Card>
      {confirmDelete.dialog}
    </Box>
  );
}
