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
import { useCreateCompetitionMutation } from '../../api/create-competition';
import { useDeleteCompetitionMutation } from '../../api/delete-competition';
import { useUpdateCompetitionMutation } from '../../api/update-competition';
import {
  COMPETITION_FIELDS,
  competitionFormResolver,
  competitionToForm,
  emptyCompetitionForm,
  toCompetitionRequest,
} from '../../competition-form';
import { CompetitionBasicsSection } from './CompetitionBasicsSection';
import { CompetitionDetailsSection } from './CompetitionDetailsSection';
import { CompetitionDisciplineSection } from './CompetitionDisciplineSection';
import { CompetitionFormActions } from './CompetitionFormActions';
import { CompetitionTextsSection } from './CompetitionTextsSection';

/** Create, edit or delete a competition: basics, details, disciplinary rules, texts. */
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
  const create = useCreateCompetitionMutation();
  const update = useUpdateCompetitionMutation();
  const del = useDeleteCompetitionMutation();
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
        enqueueSnackbar(t('competitions.form.updated', { name: body.name }), {
          variant: 'success',
        });
      } else {
        const saved = await create.mutateAsync({ teamId, body });
        enqueueSnackbar(t('competitions.form.created', { name: body.name }), {
          variant: 'success',
        });
        if (saved) void navigate(`/teams/${teamId}/tournaments/${saved.id}`, { replace: true });
        else void navigate(`/teams/${teamId}`);
      }
    } catch (e) {
      showServerError(
        e,
        editing ? 'competitions.form.updateError' : 'competitions.form.createError',
      );
    }
  });

  const confirmDelete = useConfirmDelete<TCompetition>({
    remove: (c) => del.mutateAsync({ id: c.id, teamId }),
    title: t('competitions.delete.title'),
    text: (c) => t('competitions.delete.text', { name: c.name }),
    done: (c) => t('competitions.delete.done', { name: c.name }),
    errorKey: 'competitions.delete.error',
    onDeleted: () => void navigate(`/teams/${teamId}`, { replace: true }),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(editing ? 'pages.competitionEdit.title' : 'pages.competitionNew.title')}
      data-testid="competition-form"
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 4 }}>
          <FormErrorAlert error={serverError} testId="competition-form-error" />
          <CompetitionBasicsSection control={control} editing={editing} />
          <CompetitionDetailsSection control={control} />
          <CompetitionDisciplineSection control={control} />
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
