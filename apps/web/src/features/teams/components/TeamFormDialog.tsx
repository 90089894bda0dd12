import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { LIMITS } from '@futsal/shared/limits';
import { ZCreateTeamRequest, type TCreateTeamRequest } from '@futsal/shared/schemas/team';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/errors';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { useCreateTeamMutation } from '../api/create-team';
import type { TTeam } from '@futsal/shared/schemas/team';
import { useUpdateTeamMutation } from '../api/update-team';
import { isPlanLimitError, PlanLimitDialog } from '../../../components/PlanLimitDialog';
import { TeamAvatar } from './TeamAvatar';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface TTeamFields {
  name: string;
  description: string;
  division: string;
  foundedYear: string;
}

const FIELDS = ['name', 'description', 'division', 'foundedYear'] as const;
const resolver = zodResolver(ZCreateTeamRequest) as unknown as Resolver<
  TTeamFields,
  unknown,
  TCreateTeamRequest
>;

/** The catalog key of a picked logo's problem, or null when it can be sent. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'errors.UNSUPPORTED_FILE_TYPE';
  if (file.size > LIMITS.upload.maxBytes) return 'errors.FILE_TOO_LARGE';
  return null;
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const editing = Boolean(team);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TTeamFields, unknown, TCreateTeamRequest>({
    resolver,
    defaultValues: {
      name: team?.name ?? '',
      description: team?.description ?? '',
      division: team?.division ?? '',
      foundedYear: team?.foundedYear ? String(team.foundedYear) : '',
    },
  });
  const name = useWatch({ control, name: 'name' });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);
  const fieldError = useFieldError(errors);

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    e.target.value = '';
    setLogoError(null);
    if (!picked) return;
    const problem = logoProblem(picked);
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogo(picked);
  };

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

  const shownLogo = preview ?? team?.logo ?? null;

  return (
    <>
      <DialogTitle sx={{ fontWeight: 600, pr: 6 }}>
        {t(editing ? 'teams.form.editTitle' : 'teams.form.createTitle')}
        <IconButton
          aria-label={t('common.cancel')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
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
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <TeamAvatar
                name={name || team?.name || ''}
                logo={shownLogo}
                size={72}
                testId="team-form-logo-preview"
              />
              <Box sx={{ minWidth: 0 }}>
                <input
                  ref={inputRef}
                  type="file"
                  accept={LOGO_TYPES.join(',')}
                  hidden
                  onChange={onPick}
                  data-testid="team-logo-input"
                  aria-label={t('teams.form.chooseLogo')}
                />
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<AddPhotoAlternateRounded />}
                    onClick={() => inputRef.current?.click()}
                  >
                    {t(shownLogo ? 'teams.form.changeLogo' : 'teams.form.chooseLogo')}
                  </Button>
                  {logo && (
                    <Button size="small" color="inherit" onClick={() => setLogo(null)}>
                      {t('teams.form.removeLogo')}
                    </Button>
                  )}
                </Stack>
                <Typography
                  variant="caption"
                  color={logoError ? 'error' : 'text.secondary'}
                  sx={{ display: 'block', mt: 0.75 }}
                  data-testid="team-logo-hint"
                >
                  {logoError ? t(logoError) : t('teams.form.logoHint')}
                </Typography>
              </Box>
            </Box>
            <TextField
              {...register('name')}
              id="team-name"
              label={t('teams.form.name')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 80 } }}
              {...fieldError('name')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('division')}
                id="team-division"
                label={t('teams.form.division')}
                fullWidth
                {...fieldError('division')}
              />
              <TextField
                {...register('foundedYear')}
                id="team-founded-year"
                label={t('teams.form.foundedYear')}
                type="number"
                fullWidth
                slotProps={{
                  htmlInput: { inputMode: 'numeric', min: 1850, max: new Date().getFullYear() + 1 },
                }}
                {...fieldError('foundedYear')}
                sx={{ maxWidth: { sm: 180 } }}
              />
            </Stack>
            <TextField
              {...register('description')}
              id="team-description"
              label={t('teams.form.description')}
              fullWidth
              multiline
              minRows={3}
              {...fieldError('description')}
              helperText={fieldError('description').helperText ?? t('teams.form.descriptionHint')}
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

/** Create or edit a team: name, division, founded year, description and logo (multipart). */
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
