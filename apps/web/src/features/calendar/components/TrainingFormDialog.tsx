import { ZTrainingForm, type TTraining } from '@futsal/shared/schemas/training';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import {
  FormDateField,
  FormDialogTitle,
  FormNumberField,
  FormTextField,
} from '../../../components/form';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useSnackbar } from '../../../lib/notices';
import { useServerFieldErrors } from '../../../lib/use-form-errors';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSaveTrainingMutation, useTrainingStatusMutation } from '../api/save-training';
import {
  toFormInput,
  toTrainingRequest,
  trainingDefaults,
  TRAINING_FIELDS,
  type TTrainingFields,
} from '../lib/training-form';

const resolver = zodFormResolver(ZTrainingForm, toFormInput);

interface Props {
  teamId: string;
  /** The training to edit; null creates one on `day`. */
  training: TTraining | null;
  day?: string;
  onClose: () => void;
  onDelete: (training: TTraining) => void;
}

/** A training's date, time, length, place, focus and notes; an existing one can be called off. */
export function TrainingFormDialog({ teamId, training, day, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTrainingMutation(teamId);
  const status = useTrainingStatusMutation();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = useForm<TTrainingFields, unknown, unknown>({
    resolver,
    defaultValues: trainingDefaults(training, day),
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    TRAINING_FIELDS,
  );

  const onSubmit = handleSubmit(async () => {
    clearServerError();
    try {
      await save.mutateAsync({ id: training?.id ?? null, body: toTrainingRequest(getValues()) });
      enqueueSnackbar(t(training ? 'calendar.form.updated' : 'calendar.form.created'), {
        variant: 'success',
      });
      onClose();
    } catch (err) {
      showServerError(err, training ? 'calendar.form.updateError' : 'calendar.form.createError');
    }
  });

  const toggleCancelled = async () => {
    if (!training) return;
    const next = training.status === 'cancelled' ? 'scheduled' : 'cancelled';
    try {
      await status.mutateAsync({ id: training.id, status: next });
      enqueueSnackbar(
        t(next === 'cancelled' ? 'calendar.form.calledOff' : 'calendar.form.restored'),
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (err) {
      showServerError(err, 'calendar.form.updateError');
    }
  };

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" fullWidth>
      <FormDialogTitle
        title={training ? t('calendar.form.editTitle') : t('calendar.form.newTitle')}
        closeLabel={t('common.cancel')}
        onClose={onClose}
      />
      <form noValidate onSubmit={onSubmit} data-testid="training-form">
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormErrorAlert error={serverError} testId="training-form-error" />
            <Stack direction="row" spacing={2}>
              <FormDateField
                control={control}
                name="date"
                id="training-date"
                label={t('calendar.form.date')}
                required
              />
              <FormTextField
                control={control}
                name="time"
                id="training-time"
                type="time"
                label={t('calendar.form.time')}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="place"
                id="training-place"
                label={t('calendar.form.place')}
                required
                fullWidth
              />
              <FormNumberField
                control={control}
                name="durationMinutes"
                id="training-duration"
                label={t('calendar.form.duration')}
                min={15}
                max={300}
                step={15}
                unit="min"
                sx={{ maxWidth: { sm: 180 } }}
              />
            </Stack>
            <FormTextField
              control={control}
              name="focus"
              id="training-focus"
              label={t('calendar.form.focus')}
              helperText={t('calendar.form.focusHint')}
              fullWidth
            />
            <FormTextField
              control={control}
              name="notes"
              id="training-notes"
              label={t('calendar.form.notes')}
              fullWidth
              multiline
              minRows={2}
            />
            {training && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  color="warning"
                  onClick={() => void toggleCancelled()}
                  disabled={status.isPending}
                  data-testid="training-toggle-cancelled"
                >
                  {training.status === 'cancelled'
                    ? t('calendar.form.restore')
                    : t('calendar.form.callOff')}
                </Button>
                <Button
                  component={Link}
                  to={`/teams/${teamId}/calendar/training/${training.id}`}
                  data-testid="training-callup"
                >
                  {t('calendar.form.callup')}
                </Button>
                <Button color="error" onClick={() => onDelete(training)}>
                  {t('calendar.form.delete')}
                </Button>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          pending={isSubmitting}
          editing={Boolean(training)}
          createLabel={t('calendar.form.create')}
          submitTestId="training-form-submit"
          onCancel={onClose}
        />
      </form>
    </ResponsiveDialog>
  );
}
