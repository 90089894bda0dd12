import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { LANGUAGES, LIMITS } from '@futsal/shared/limits';
import { THEMES } from '@futsal/shared/values/settings';
import {
  ZUserSettings,
  type TUserSettings,
  type TUserSettingsResponse,
} from '@futsal/shared/schemas/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../../lib/notices';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormSelectField, FormToggleField } from '../../../components/form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { currentLanguage } from '../../../i18n';
import { useSwitchLanguage } from '../../../i18n/use-switch-language';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { useThemeMode } from '../../../theme/ThemeModeProvider';
import { useUpdateSettingsMutation } from '../api/update-settings';

const FIELDS = [
  'language',
  'theme',
  'defaultPeriods',
  'defaultPeriodDuration',
  'seasonStartMonth',
] as const;
const PERIOD_CHOICES = Array.from(
  { length: LIMITS.match.periods[1] - LIMITS.match.periods[0] + 1 },
  (_, i) => LIMITS.match.periods[0] + i,
);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** Full width on a phone, one column of equal fields above. */
const FIELD_SX = { width: { xs: '100%', sm: 240 } };

/** "agosto", "August"... in the interface language. */
function monthName(month: number, lng: string): string {
  const name = new Intl.DateTimeFormat(lng, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The user's preferences; saving applies language and theme at once. */
export function SettingsForm({ settings }: { settings: TUserSettingsResponse }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { darkMode, setDarkMode } = useThemeMode();
  const switchLanguage = useSwitchLanguage();
  const update = useUpdateSettingsMutation();
  const { register, control, handleSubmit, setError, formState } = useForm<TUserSettings>({
    resolver: zodResolver(ZUserSettings),
    // A language or theme never chosen shows this device's (decision 0117).
    defaultValues: {
      ...settings,
      language: settings.language ?? currentLanguage(),
      theme: settings.theme ?? (darkMode ? 'dark' : 'light'),
    },
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = formState;
  const fieldError = useFieldError(errors);
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);
  const lng = currentLanguage();

  const onSubmit = handleSubmit(async (values) => {
    clearServerError();
    try {
      // Only what the user changed here: a language or theme left as this device shows it is
      // not stored for the account (decision 0117). The page keys this form by `updatedAt`: the
      // saved values come back as a fresh form.
      const changed = Object.fromEntries(
        FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]),
      ) as Partial<TUserSettings>;
      const saved = await update.mutateAsync(changed);
      if (changed.language && saved.language) switchLanguage(saved.language);
      if (changed.theme && saved.theme) setDarkMode(saved.theme === 'dark');
      enqueueSnackbar(t('settings.success'), { variant: 'success' });
    } catch (err) {
      showServerError(err, 'settings.error');
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('pages.settings.title')}
      data-testid="settings-form"
    >
      <Stack spacing={3}>
        <FormErrorAlert error={serverError} testId="settings-error" />
        <FormSection
          variant="card"
          title={t('settings.appearance')}
          subtitle={t('settings.appearanceHint')}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <FormSelectField
              control={control}
              name="language"
              id="settings-language"
              label={t('settings.language')}
              fullWidth={false}
              sx={FIELD_SX}
              options={LANGUAGES}
              labelOf={(l) => t(`languages.${l}`)}
            />
            <FormToggleField
              control={control}
              name="theme"
              options={THEMES}
              renderOption={(theme) => (
                <>
                  {theme === 'dark' ? (
                    <DarkModeOutlined fontSize="small" />
                  ) : (
                    <LightModeOutlined fontSize="small" />
                  )}
                  {t(`settings.themes.${theme}`)}
                </>
              )}
              optionSx={{ px: 2, gap: 1, flex: { xs: 1, sm: 'none' } }}
              optionTestId={(theme) => `settings-theme-${theme}`}
              aria-label={t('settings.theme')}
              testId="settings-theme"
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            />
          </Stack>
        </FormSection>
        <FormSection
          variant="card"
          title={t('settings.matchFormat')}
          subtitle={t('settings.matchFormatHint')}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={control}
              name="defaultPeriods"
              id="settings-periods"
              label={t('settings.periods')}
              fullWidth={false}
              sx={FIELD_SX}
              options={PERIOD_CHOICES}
              labelOf={(n) => t('settings.periodsValue', { count: n })}
            />
            <TextField
              {...register('defaultPeriodDuration', { valueAsNumber: true })}
              id="settings-period-duration"
              type="number"
              label={t('settings.periodDuration')}
              sx={FIELD_SX}
              slotProps={{
                htmlInput: {
                  min: LIMITS.match.periodMinutes[0],
                  max: LIMITS.match.periodMinutes[1],
                },
              }}
              {...fieldError('defaultPeriodDuration')}
            />
          </Stack>
        </FormSection>
        <FormSection
          variant="card"
          title={t('settings.season')}
          subtitle={t('settings.seasonHint')}
        >
          <FormSelectField
            control={control}
            name="seasonStartMonth"
            id="settings-season-start"
            label={t('settings.seasonStartMonth')}
            fullWidth={false}
            sx={FIELD_SX}
            options={MONTHS}
            labelOf={(m) => monthName(m, lng)}
          />
        </FormSection>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton
            pending={isSubmitting}
            disabled={!isDirty}
            label={t('common.save')}
            pendingLabel={t('common.saving')}
          />
        </Box>
      </Stack>
    </Box>
  );
}
