import { ZCreateTeamRequest } from '@futsal/shared/schemas/team';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '../../../lib/notices';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormDialogTitle,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '../../../components/form';
import { LIMITS } from '@futsal/shared/limits';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/errors';
import { useServerFieldErrors } from '../../../lib/use-form-errors';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCreateTeamMutation } from '../api/create-team';
import type { TTeam } from '@futsal/shared/schemas/team';
import { useUpdateTeamMutation } from '../api/update-team';
import { isPlanLimitError, PlanLimitDialog } from '../../../components/PlanLimitDialog';
import { TeamLogoPicker } from './TeamLogoPicker';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';

export { LOGO_TYPES, logoProblem } from './TeamLogoPicker';

export interface TTeamFields {
  name: string;
  description: string;
  division: string;
  foundedYear: string;
  targetStintSec: string;
  reminderHoursBefore: string;
}

const FIELDS = [
  'name',
  'description',
  'division',
  'foundedYear',
  'targetStintSec',
  'reminderHoursBefore',
] as const;
/** The rotation board's target stint, every 30 s within the shared limits (issue 37). */
const [STINT_MIN, STINT_MAX] = LIMITS.team.targetStintSec;
const STINT_OPTIONS = Array.from({ length: (STINT_MAX - STINT_MIN) / 30 + 1 }, (_, i) =>
  String(STINT_MIN + i * 30),
);
/** The answer reminder's choices (decision 0167): off, or so many hours before the event. */
const REMINDER_CHOICES = [0, 2, 6, 12, 24, 48, 72, 168];
/** The choices, with a team's own value (set through the API) kept selectable. */
const reminderOptions = (current: number) =>
  [...new Set([...REMINDER_CHOICES, current])].sort((a, b) => a - b).map(String);
const clockText = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

// The shared schema reads the typed texts as they are (a blank is "not given").
const resolver = zodFormResolver(ZCreateTeamRequest, (values: TTeamFields) => values);

interface TeamFormDialogProps {
  open: boolean;
  /** The team to edit; none creates a new one. */
  team?: TTeam | null;
  onClose: () => void;
  onSaved?: (team: TTeam | null) => void;
}

function TeamForm({ team, onClose, onSaved }: Omit<TeamFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTeamMutation();
  const update = useUpdateTeamMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const editing = Boolean(team);

  const {
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { isSubmitting },
  } = useForm({
    resolver,
    defaultValues: {
      name: team?.name ?? '',
      description: team?.description ?? '',
      division: team?.division ?? '',
      foundedYear: team?.foundedYear ? String(team.foundedYear) : '',
      targetStintSec: String(team?.targetStintSec ?? LIMITS.team.defaultTargetStintSec),
      reminderHoursBefore: String(
        team?.reminderHoursBefore ?? LIMITS.team.defaultReminderHoursBefore,
      ),
    },
  });
  const name = useWatch({ control, name: 'name' });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);

  // The typed values are sent as they are (not the parsed ones), so nothing is lost on a failed save.
  const onSubmit = handleSubmit(async () => {
    clearServerError();
    const values = { ...getValues(), logo };
    try {
      const saved = team
        ? await update.mutateAsync({ id: team.id, values })
        : await create.mutateAsync(values);
      enqueueSnackbar(
        t(editing ? 'teams.form.updated' : 'teams.form.created', { name: values.name.trim() }),
        {
          variant: 'success',
        },
      );
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (isPlanLimitError(err)) {
        setPlanLimit(err);
        return;
      }
      if (
        isApiError(err) &&
        (err.code === 'FILE_TOO_LARGE' || err.code === 'UNSUPPORTED_FILE_TYPE')
      ) {
        applyFieldErrors(err, setError, FIELDS);
        setLogoError(`errors.${err.code}`);
        return;
      }
      showServerError(err, editing ? 'teams.form.updateError' : 'teams.form.createError');
    }
  });

  return (
    <>
      <FormDialogTitle
        title={t(editing ? 'teams.form.editTitle' : 'teams.form.createTitle')}
        closeLabel={t('common.cancel')}
        onClose={onClose}
      />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t(editing ? 'teams.form.editTitle' : 'teams.form.createTitle')}
        sx={{ display: 'contents' }}
      >
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormErrorAlert error={serverError} testId="team-form-error" />
            <TeamLogoPicker
              name={name || team?.name || ''}
              current={team?.logo ?? null}
              logo={logo}
              onLogo={setLogo}
              error={logoError}
              onError={setLogoError}
            />
            <FormTextField
              control={control}
              name="name"
              id="team-name"
              label={t('teams.form.name')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="division"
                id="team-division"
                label={t('teams.form.division')}
                fullWidth
              />
              <FormNumberField
                control={control}
                name="foundedYear"
                id="team-founded-year"
                label={t('teams.form.foundedYear')}
                min={1850}
                max={new Date().getFullYear() + 1}
                sx={{ maxWidth: { sm: 180 } }}
              />
            </Stack>
            <FormSelectField
              control={control}
              name="targetStintSec"
              id="team-target-stint"
              label={t('teams.form.targetStint')}
              helperText={t('teams.form.targetStintHint')}
              options={STINT_OPTIONS}
              labelOf={(o) => clockText(Number(o))}
            />
            <FormSelectField
              control={control}
              name="reminderHoursBefore"
              id="team-reminder-hours"
              label={t('teams.form.reminder')}
              helperText={t('teams.form.reminderHint')}
              options={reminderOptions(
                team?.reminderHoursBefore ?? LIMITS.team.defaultReminderHoursBefore,
              )}
              labelOf={(o) =>
                o === '0'
                  ? t('teams.form.reminderOff')
                  : t('teams.form.reminderHours', { count: Number(o) })
              }
            />
            <FormTextField
              control={control}
              name="description"
              id="team-description"
              label={t('teams.form.description')}
              fullWidth
              multiline
              minRows={3}
              helperText={t('teams.form.descriptionHint')}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          pending={isSubmitting}
          editing={editing}
          createLabel={t('teams.form.create')}
          submitTestId="team-form-submit"
          onCancel={onClose}
        />
      </Box>
      <PlanLimitDialog error={planLimit} onClose={() => setPlanLimit(null)} />
    </>
  );
}

/** Create or edit a team: name, division, founded year, target stint, description and logo (multipart). */
export function TeamFormDialog({ open, team, onClose, onSaved }: TeamFormDialogProps) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      data-testid="team-form-dialog"
    >
      {open && <TeamForm key={team?.id ?? 'new'} team={team} onClose={onClose} onSaved={onSaved} />}
    </ResponsiveDialog>
  );
}
