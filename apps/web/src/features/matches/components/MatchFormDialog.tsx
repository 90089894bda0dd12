import { MATCH_TYPES } from '@futsal/shared/values/match';
import {
  ZMatchForm,
  type TCreateMatchRequest,
  type TMatch,
  type TMatchForm,
} from '@futsal/shared/schemas/match';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { useServerFieldErrors } from '../../../lib/use-form-errors';
import { useSettingsQuery } from '../../settings';
import { useTeamTournamentsQuery } from '../../tournaments';
import { useCreateMatchMutation } from '../api/create-match';
import { useUpdateMatchMutation } from '../api/update-match';

const FIELDS = [
  'opponent',
  'date',
  'time',
  'location',
  'isHome',
  'type',
  'periods',
  'periodDuration',
  'tournamentId',
  'tournamentRound',
] as const;

/** The format a new match starts with: the user's settings, else the usual 2 × 20. */
export interface TMatchFormat {
  periods: number;
  periodDuration: number;
}
const STANDARD_FORMAT: TMatchFormat = { periods: 2, periodDuration: 20 };

function defaults(
  match: TMatch | null,
  tournamentId?: string,
  format: TMatchFormat = STANDARD_FORMAT,
): TMatchForm {
  if (!match) {
    return {
      opponent: '',
      date: dayjs().format('YYYY-MM-DD'),
      time: '18:00',
      location: '',
      isHome: true,
      type: tournamentId ? 'tournament' : 'friendly',
      periods: format.periods,
      periodDuration: format.periodDuration,
      tournamentId: tournamentId ?? '',
      tournamentRound: '',
    };
  }
  const d = dayjs(match.date);
  return {
    opponent: match.opponent,
    date: d.isValid() ? d.format('YYYY-MM-DD') : '',
    time: d.isValid() ? d.format('HH:mm') : '',
    location: match.location,
    isHome: match.isHome,
    type: match.type,
    periods: match.periods,
    periodDuration: match.periodDuration,
    tournamentId: match.tournamentId ?? '',
    tournamentRound: match.tournamentRound,
  };
}

/** The form's values as the API wants them: one ISO date-time with offset. */
export function toMatchRequest(values: TMatchForm): TCreateMatchRequest {
  const { date, time, tournamentId, tournamentRound, ...rest } = values;
  return {
    ...rest,
    date: dayjs(`${date}T${time}`).format('YYYY-MM-DDTHH:mm:ssZ'),
    tournamentId: tournamentId ? tournamentId : null,
    ...(tournamentRound ? { tournamentRound } : {}),
  };
}

interface Props {
  open: boolean;
  teamId: string;
  match: TMatch | null;
  tournamentId?: string;
  onClose: () => void;
  onSaved?: (match: TMatch) => void;
}

export function MatchFormDialog({ open, teamId, match, tournamentId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const create = useCreateMatchMutation(teamId);
  const update = useUpdateMatchMutation();
  const tournaments = useTeamTournamentsQuery(teamId);
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
    formState: { errors, isSubmitting },
  } = useForm<TMatchForm>({
    resolver: zodResolver(ZMatchForm),
    defaultValues: defaults(match, tournamentId, format),
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
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);

  const msg = (m: string | undefined) => (m ? t(m) : undefined);
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
            <TextField
              {...register('opponent')}
              id="match-opponent"
              label={t('matches.form.opponent')}
              required
              fullWidth
              error={Boolean(errors.opponent)}
              helperText={msg(errors.opponent?.message)}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                {...register('date')}
                id="match-date"
                type="date"
                label={t('matches.form.date')}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.date)}
                helperText={msg(errors.date?.message)}
              />
              <TextField
                {...register('time')}
                id="match-time"
                type="time"
                label={t('matches.form.time')}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.time)}
                helperText={msg(errors.time?.message)}
              />
            </Stack>
            <TextField
              {...register('location')}
              id="match-location"
              label={t('matches.form.location')}
              required
              fullWidth
              error={Boolean(errors.location)}
              helperText={msg(errors.location?.message)}
            />
            <Stack direction="row" spacing={2}>
              <Controller
                control={control}
                name="isHome"
                render={({ field }) => (
                  <TextField
                    select
                    id="match-condition"
                    label={t('matches.form.condition')}
                    fullWidth
                    value={field.value ? 'home' : 'away'}
                    onChange={(e) => field.onChange(e.target.value === 'home')}
                  >
                    <MenuItem value="home">{t('matches.home')}</MenuItem>
                    <MenuItem value="away">{t('matches.away')}</MenuItem>
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <TextField
                    select
                    id="match-type"
                    label={t('matches.form.type')}
                    fullWidth
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={Boolean(errors.type)}
                    helperText={msg(errors.type?.message)}
                  >
                    {MATCH_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`labels.matchType.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                {...register('periods', { valueAsNumber: true })}
                id="match-periods"
                type="number"
                label={t('matches.form.periods')}
                fullWidth
                slotProps={{ htmlInput: { min: 1, max: 4 } }}
                error={Boolean(errors.periods)}
                helperText={msg(errors.periods?.message)}
              />
              <TextField
                {...register('periodDuration', { valueAsNumber: true })}
                id="match-period-duration"
                type="number"
                label={t('matches.form.periodDuration')}
                fullWidth
                slotProps={{ htmlInput: { min: 5, max: 45 } }}
                error={Boolean(errors.periodDuration)}
                helperText={msg(errors.periodDuration?.message)}
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <Controller
                control={control}
                name="tournamentId"
                render={({ field }) => (
                  <TextField
                    select
                    id="match-tournament"
                    label={t('matches.form.competition')}
                    fullWidth
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={field.onChange}
                    error={Boolean(errors.tournamentId)}
                    helperText={msg(errors.tournamentId?.message)}
                  >
                    <MenuItem value="">{t('matches.form.noCompetition')}</MenuItem>
                    {(tournaments.data ?? []).map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...register('tournamentRound')}
                id="match-round"
                label={t('matches.form.round')}
                fullWidth
                error={Boolean(errors.tournamentRound)}
                helperText={msg(errors.tournamentRound?.message)}
              />
            </Stack>
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
