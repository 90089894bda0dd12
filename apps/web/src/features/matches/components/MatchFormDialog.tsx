import { ZMatchForm, type TMatch, type TMatchForm } from '@futsal/shared/schemas/match';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { useServerFieldErrors } from '../../../lib/use-form-errors';
import { useSettingsQuery } from '../../settings';
import { useTeamCompetitionsQuery } from '../../competitions';
import { useCreateMatchMutation } from '../api/create-match';
import { useUpdateMatchMutation } from '../api/update-match';
import { MATCH_FIELDS, matchFormDefaults, toMatchRequest } from '../match-form';
import { MatchFormFields } from './MatchFormFields';

interface Props {
  open: boolean;
  teamId: string;
  match: TMatch | null;
  competitionId?: string;
  onClose: () => void;
  onSaved?: (match: TMatch) => void;
}

export function MatchFormDialog({ open, teamId, match, competitionId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const create = useCreateMatchMutation(teamId);
  const update = useUpdateMatchMutation();
  const competitions = useTeamCompetitionsQuery(teamId);
  const settings = useSettingsQuery();
  const format = settings.data
    ? { periods: settings.data.defaultPeriods, periodDuration: settings.data.defaultPeriodDuration }
    : undefined;
  const {
    register,
    control,
    handleSubmit,
    setError,
    resetField,
    getFieldState,
    formState: { isSubmitting },
  } = useForm<TMatchForm>({
    resolver: zodResolver(ZMatchForm),
    defaultValues: matchFormDefaults(match, competitionId, format),
  });
  // Settings that arrive after the dialog opened still set an untouched new match's format.
  const periodsDefault = format?.periods;
  const durationDefault = format?.periodDuration;
  useEffect(() => {
    if (match || periodsDefault === undefined || durationDefault === undefined) return;
    if (!getFieldState('periods').isDirty) resetField('periods', { defaultValue: periodsDefault });
    if (!getFieldState('periodDuration').isDirty)
      resetField('periodDuration', { defaultValue: durationDefault });
  }, [match, periodsDefault, durationDefault, getFieldState, resetField]);
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    MATCH_FIELDS,
  );

  const onSubmit = handleSubmit(async (values) => {
    clearServerError();
    try {
      const body = toMatchRequest(values);
      const saved = match
        ? await update.mutateAsync({ id: match.id, body })
        : await create.mutateAsync(body);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      showServerError(err, match ? 'matches.form.updateError' : 'matches.form.createError');
    }
  });

  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{match ? t('matches.form.editTitle') : t('matches.form.newTitle')}</DialogTitle>
      <form noValidate onSubmit={onSubmit} data-testid="match-form">
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormErrorAlert error={serverError} testId="match-form-error" />
            <MatchFormFields
              control={control}
              register={register}
              competitions={competitions.data ?? []}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          pending={isSubmitting}
          editing={Boolean(match)}
          createLabel={t('matches.form.create')}
          submitTestId="match-form-submit"
          onCancel={onClose}
        />
      </form>
    </ResponsiveDialog>
  );
}
