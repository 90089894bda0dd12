import CloseRounded from '@mui/icons-material/CloseRounded';
import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import LocalHospitalRounded from '@mui/icons-material/LocalHospitalRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SosRounded from '@mui/icons-material/SosRounded';
import {
  BLOOD_TYPES,
  PLAYER_STATUSES,
  POSITIONS,
  PREFERRED_FEET,
} from '@futsal/shared/values/player';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/FormDialogActions';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { isApiError } from '../../../lib/api-client';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { isPlanLimitError, PlanLimitDialog } from '../../../components/PlanLimitDialog';
import { useCreatePlayerMutation } from '../api/create-player';
import type { TPlayer } from '@futsal/shared/schemas/player';
import { useUpdatePlayerMutation } from '../api/update-player';
import {
  emptyPlayerForm,
  PLAYER_FIELDS,
  playerToForm,
  toPlayerRequest,
  ZPlayerForm,
  type TPlayerFormValues,
} from '../player-form';
import { ChipListInput } from './ChipListInput';
import { SquadUsage } from './SquadUsage';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';

const resolver = zodResolver(ZPlayerForm as never) as unknown as Resolver<TPlayerFormValues>;

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
  subtitle,
  children,
  tone = 'primary',
  badge,
  testId,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tone?: 'primary' | 'error' | 'warning' | 'secondary';
  badge?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="caption" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {badge}
      </Box>
      {children}
    </Paper>
  );
}

interface PlayerFormDialogProps {
  open: boolean;
  teamId: string;
  player?: TPlayer | null;
  onClose: () => void;
  onSaved?: (player: TPlayer | null) => void;
}

export function PlayerForm({
  teamId,
  player,
  onClose,
  onSaved,
}: Omit<PlayerFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreatePlayerMutation();
  const update = useUpdatePlayerMutation();
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const editing = Boolean(player);

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPlayerFormValues>({
    resolver,
    defaultValues: player ? playerToForm(player) : emptyPlayerForm(),
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    PLAYER_FIELDS,
  );
  const err = useFieldError(errors);

  const onSubmit = handleSubmit(async () => {
    clearServerError();
    // The typed values as they are: a failed save loses nothing.
    const body = toPlayerRequest(getValues());
    try {
      const saved = player
        ? await update.mutateAsync({ id: player.id, teamId, body })
        : await create.mutateAsync({ teamId, body });
      enqueueSnackbar(
        t(editing ? 'players.form.updated' : 'players.form.created', { name: body.name }),
        { variant: 'success' },
      );
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (isPlanLimitError(err)) {
        setPlanLimit(err);
        return;
      }
      showServerError(err, editing ? 'players.form.updateError' : 'players.form.createError');
      if (isApiError(err) && err.code === 'PLAYER_NUMBER_TAKEN') {
        setError(
          'number',
          { type: 'server', message: 'errors.PLAYER_NUMBER_TAKEN' },
          { shouldFocus: true },
        );
      }
    }
  });

  const select = (
    name: FieldPath<TPlayerFormValues>,
    id: string,
    label: string,
    options: readonly string[],
    labelOf: (o: string) => string,
    opts: { required?: boolean; empty?: string } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          id={id}
          label={label}
          required={opts.required}
          fullWidth
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': `${id}-select` } as object },
          }}
          {...err(name)}
        >
          {opts.empty !== undefined && (
            <MenuItem value="">
              <em>{opts.empty}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {labelOf(o)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const dateField = (name: 'dateOfBirth' | 'joinedDate', id: string, label: string) => (
    <TextField
      {...register(name)}
      id={id}
      label={label}
      type="date"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
      {...err(name)}
    />
  );

  const chips = (
    name: 'medicalInfo.allergies' | 'medicalInfo.currentInjuries' | 'medicalInfo.injuryHistory',
    id: string,
    label: string,
    color: 'default' | 'error' | 'warning' | 'info',
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <ChipListInput
          id={id}
          label={label}
          value={field.value as string[]}
          onChange={field.onChange}
          chipColor={color}
          error={err(name).helperText}
          testId={`${id}-chips`}
        />
      )}
    />
  );

  const title = t(editing ? 'players.form.editTitle' : 'players.form.createTitle');

  return (
    <>
      <DialogTitle sx={{ fontWeight: 600, pr: 6 }}>
        {title}
        {player && (
          <Typography
            component="span"
            color="text.secondary"
            sx={{ display: 'block', fontSize: '0.875rem' }}
          >
            #{player.number} · {player.name}
          </Typography>
        )}
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
        aria-label={title}
        data-testid="player-form"
        sx={{ display: 'contents' }}
      >
        <DialogContent
          dividers
          sx={{
            bgcolor: (theme) =>
              theme.palette.mode === 'dark'
                ? 'background.default'
                : alpha(theme.palette.primary.main, 0.02),
            p: { xs: 1.5, sm: 3 },
          }}
        >
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <FormErrorAlert error={serverError} testId="player-form-error" />
            {!editing && <SquadUsage teamId={teamId} />}
            <Section
              icon={<PersonRounded />}
              title={t('players.form.general')}
              testId="player-form-general"
            >
              <Box sx={{ display: 'grid', gap: 2 }}>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr 110px', sm: '1fr 140px' },
                  }}
                >
                  <TextField
                    {...register('name')}
                    id="player-name"
                    label={t('players.fields.name')}
                    required
                    fullWidth
                    autoFocus
                    {...err('name')}
                  />
                  <TextField
                    {...register('number')}
                    id="player-number"
                    label={t('players.fields.number')}
                    required
                    type="number"
                    fullWidth
                    slotProps={{
                      htmlInput: { min: 1, max: 99, inputMode: 'numeric' },
                      input: {
                        startAdornment: <InputAdornment position="start">#</InputAdornment>,
                      },
                    }}
                    {...err('number')}
                  />
                </Box>
                <Box sx={GRID2}>
                  {select(
                    'positions.primary',
                    'player-position',
                    t('players.fields.primaryPosition'),
                    POSITIONS,
                    (o) => t(`labels.position.${o}`),
                    { required: true },
                  )}
                  {select(
                    'positions.secondary',
                    'player-secondary-position',
                    t('players.fields.secondaryPosition'),
                    POSITIONS,
                    (o) => t(`labels.position.${o}`),
                    { empty: t('players.form.none') },
                  )}
                </Box>
                <Box sx={GRID2}>
                  {select(
                    'preferredFoot',
                    'player-foot',
                    t('players.fields.preferredFoot'),
                    PREFERRED_FEET,
                    (o) => t(`players.foot.${o}`),
                    { required: true },
                  )}
                  {select(
                    'status',
                    'player-status',
                    t('players.fields.status'),
                    PLAYER_STATUSES,
                    (o) => t(`players.status.${o}`),
                    { required: true },
                  )}
                </Box>
                <Box sx={GRID2}>
                  <TextField
                    {...register('nationalId')}
                    id="player-national-id"
                    label={t('players.fields.nationalId')}
                    fullWidth
                    {...err('nationalId')}
                  />
                  {dateField('dateOfBirth', 'player-birth-date', t('players.fields.dateOfBirth'))}
                </Box>
                <Box sx={GRID3}>
                  <TextField
                    {...register('height')}
                    id="player-height"
                    label={t('players.fields.height')}
                    type="number"
                    fullWidth
                    slotProps={{
                      htmlInput: { min: 100, max: 230, inputMode: 'numeric' },
                      input: { endAdornment: <InputAdornment position="end">cm</InputAdornment> },
                    }}
                    {...err('height')}
                  />
                  <TextField
                    {...register('weight')}
                    id="player-weight"
                    label={t('players.fields.weight')}
                    type="number"
                    fullWidth
                    slotProps={{
                      htmlInput: { min: 30, max: 150, step: 0.1, inputMode: 'decimal' },
                      input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
                    }}
                    {...err('weight')}
                  />
                  {dateField('joinedDate', 'player-joined-date', t('players.fields.joinedDate'))}
                </Box>
                <Controller
                  name="isActive"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={Boolean(field.value)}
                          onChange={(e) => field.onChange(e.target.checked)}
                          id="player-active"
                        />
                      }
                      label={t('players.fields.isActive')}
                    />
                  )}
                />
              </Box>
            </Section>

            <Section
              icon={<ContactPhoneRounded />}
              title={t('players.form.contact')}
              tone="secondary"
              testId="player-form-contact"
            >
              <Box sx={{ display: 'grid', gap: 2 }}>
                <Box sx={GRID2}>
                  <TextField
                    {...register('phone')}
                    id="player-phone"
                    label={t('players.fields.phone')}
                    type="tel"
                    autoComplete="off"
                    fullWidth
                    {...err('phone')}
                  />
                  <TextField
                    {...register('email')}
                    id="player-email"
                    label={t('players.fields.email')}
                    type="email"
                    autoComplete="off"
                    fullWidth
                    {...err('email')}
                  />
                </Box>
                <TextField
                  {...register('address')}
                  id="player-address"
                  label={t('players.fields.address')}
                  fullWidth
                  {...err('address')}
                />
              </Box>
            </Section>

            <Section
              icon={<SosRounded />}
              title={t('players.form.emergency')}
              subtitle={t('players.form.emergencyHint')}
              tone="warning"
              testId="player-form-emergency"
            >
              <Box sx={GRID3}>
                <TextField
                  {...register('emergencyContact.name')}
                  id="player-emergency-name"
                  label={t('players.fields.emergencyName')}
                  fullWidth
                  {...err('emergencyContact.name')}
                />
                <TextField
                  {...register('emergencyContact.phone')}
                  id="player-emergency-phone"
                  label={t('players.fields.emergencyPhone')}
                  type="tel"
                  fullWidth
                  {...err('emergencyContact.phone')}
                />
                <TextField
                  {...register('emergencyContact.relationship')}
                  id="player-emergency-relationship"
                  label={t('players.fields.emergencyRelationship')}
                  fullWidth
                  {...err('emergencyContact.relationship')}
                />
              </Box>
            </Section>

            <Section
              icon={<LocalHospitalRounded />}
              title={t('players.form.medical')}
              subtitle={t('players.form.medicalHint')}
              tone="error"
              testId="player-form-medical"
              badge={
                <Chip
                  icon={<LockRounded />}
                  label={t('players.confidential')}
                  size="small"
                  color="error"
                  variant="outlined"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                />
              }
            >
              <Box sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}>
                  {select(
                    'medicalInfo.bloodType',
                    'player-blood-type',
                    t('players.fields.bloodType'),
                    BLOOD_TYPES,
                    (o) => o,
                    { empty: t('players.form.unknown') },
                  )}
                </Box>
                {chips(
                  'medicalInfo.allergies',
                  'player-allergies',
                  t('players.fields.allergies'),
                  'warning',
                )}
                <TextField
                  {...register('medicalInfo.currentMedicalConditions')}
                  id="player-conditions"
                  label={t('players.fields.currentMedicalConditions')}
                  fullWidth
                  multiline
                  minRows={2}
                  {...err('medicalInfo.currentMedicalConditions')}
                />
                {chips(
                  'medicalInfo.currentInjuries',
                  'player-injuries',
                  t('players.fields.currentInjuries'),
                  'error',
                )}
                {chips(
                  'medicalInfo.injuryHistory',
                  'player-injury-history',
                  t('players.fields.injuryHistory'),
                  'default',
                )}
              </Box>
            </Section>
          </Box>
        </DialogContent>
        <FormDialogActions
          pending={isSubmitting}
          editing={editing}
          createLabel={t('players.form.create')}
          submitTestId="player-form-submit"
          onCancel={onClose}
        />
      </Box>
      <PlanLimitDialog error={planLimit} onClose={() => setPlanLimit(null)} />
    </>
  );
}

/** Create or edit a player, in sections: general, contact, emergency contact, medical. */
export function PlayerFormDialog({
  open,
  teamId,
  player,
  onClose,
  onSaved,
}: PlayerFormDialogProps) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="md"
      fullWidth
      data-testid="player-form-dialog"
      scroll="paper"
    >
      {open && (
        <PlayerForm
          key={player?.id ?? 'new'}
          teamId={teamId}
          player={player}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ResponsiveDialog>
  );
}
