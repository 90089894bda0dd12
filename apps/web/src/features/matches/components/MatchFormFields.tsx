import { MATCH_TYPES } from '@futsal/shared/values/match';
import type { TMatchForm } from '@futsal/shared/schemas/match';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField, FormSelectField, FormTextField } from '../../../components/form';
import { useFieldError } from '../../../lib/use-form-errors';

/**
 * The periods and their minutes, as numbers. Registered by a component of their own, so they
 * come after the fields above them in the order a failed save looks for the first to focus.
 */
function PeriodFields({
  control,
  register,
}: {
  control: Control<TMatchForm>;
  register: UseFormRegister<TMatchForm>;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const err = useFieldError(errors);
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        {...register('periods', { valueAsNumber: true })}
        id="match-periods"
        type="number"
        label={t('matches.form.periods')}
        fullWidth
        slotProps={{ htmlInput: { min: 1, max: 4 } }}
        {...err('periods')}
      />
      <TextField
        {...register('periodDuration', { valueAsNumber: true })}
        id="match-period-duration"
        type="number"
        label={t('matches.form.periodDuration')}
        fullWidth
        slotProps={{ htmlInput: { min: 5, max: 45 } }}
        {...err('periodDuration')}
      />
    </Stack>
  );
}

/** The match form's fields: rival, when, where, home or away, type, format, competition. */
export function MatchFormFields({
  control,
  register,
  competitions,
}: {
  control: Control<TMatchForm>;
  register: UseFormRegister<TMatchForm>;
  competitions: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const err = useFieldError(errors);
  return (
    <>
      <FormTextField
        control={control}
        name="opponent"
        id="match-opponent"
        label={t('matches.form.opponent')}
        required
        fullWidth
      />
      <Stack direction="row" spacing={2}>
        <FormDateField
          control={control}
          name="date"
          id="match-date"
          label={t('matches.form.date')}
          required
        />
        <FormTextField
          control={control}
          name="time"
          id="match-time"
          type="time"
          label={t('matches.form.time')}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="location"
        id="match-location"
        label={t('matches.form.location')}
        required
        fullWidth
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
        <FormSelectField
          control={control}
          name="type"
          id="match-type"
          label={t('matches.form.type')}
          options={MATCH_TYPES}
          labelOf={(type) => t(`labels.matchType.${type}`)}
        />
      </Stack>
      <PeriodFields control={control} register={register} />
      <Stack direction="row" spacing={2}>
        <Controller
          control={control}
          name="competitionId"
          render={({ field }) => (
            <TextField
              select
              id="match-competition"
              label={t('matches.form.competition')}
              fullWidth
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              {...err('competitionId')}
            >
              <MenuItem value="">{t('matches.form.noCompetition')}</MenuItem>
              {competitions.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="competitionRound"
          id="match-round"
          label={t('matches.form.round')}
          fullWidth
        />
      </Stack>
    </>
  );
}
