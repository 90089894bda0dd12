import type { TPlayer } from '@futsal/shared/schemas/player';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogTitle } from '../../../../components/form';
import { FormDialogActions } from '../../../../components/FormDialogActions';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { isPlanLimitError, PlanLimitDialog } from '../../../../components/PlanLimitDialog';
import { isApiError } from '../../../../lib/api-client';
import { useSnackbar } from '../../../../lib/notices';
import { useServerFieldErrors } from '../../../../lib/use-form-errors';
import { useCreatePlayerMutation } from '../../api/create-player';
import { useUpdatePlayerMutation } from '../../api/update-player';
import {
  emptyPlayerForm,
  PLAYER_FIELDS,
  playerFormResolver,
  playerToForm,
  toPlayerRequest,
} from '../../player-form';
import { can } from '@futsal/shared/roles';
import { useTeamRole } from '../../../teams';
import { SquadUsage } from '../SquadUsage';
import { PlayerContactSection } from './PlayerContactSection';
import { PlayerEmergencySection } from './PlayerEmergencySection';
import { PlayerGeneralSection } from './PlayerGeneralSection';
import { PlayerMedicalSection } from './PlayerMedicalSection';
import { PlayerStatusSection } from './PlayerStatusSection';

export interface PlayerFormProps {
  teamId: string;
  player?: TPlayer | null;
  onClose: () => void;
  onSaved?: (player: TPlayer | null) => void;
}

/** Create or edit a player, in sections: general, contact, emergency contact, medical. */
export function PlayerForm({ teamId, player, onClose, onSaved }: PlayerFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreatePlayerMutation();
  const update = useUpdatePlayerMutation();
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const editing = Boolean(player);
  // The medical staff edit only the status and the medical section, and send only those
  // (the server refuses any other field, decision 0178).
  const role = useTeamRole(teamId);
  const medicalOnly = editing && role !== null && !can(role, 'player.edit');

  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { isSubmitting },
  } = useForm({
    resolver: playerFormResolver,
    defaultValues: player ? playerToForm(player) : emptyPlayerForm(),
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    PLAYER_FIELDS,
  );

  const onSubmit = handleSubmit(async () => {
    clearServerError();
    // The typed values as they are: a failed save loses nothing.
    const full = toPlayerRequest(getValues());
    const changes = medicalOnly
      ? { status: full.status, statusSince: full.statusSince, medicalInfo: full.medicalInfo }
      : full;
    try {
      const saved = player
        ? await update.mutateAsync({ id: player.id, teamId, body: changes })
        : await create.mutateAsync({ teamId, body: full });
      enqueueSnackbar(
        t(editing ? 'players.form.updated' : 'players.form.created', { name: full.name }),
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

  const title = t(editing ? 'players.form.editTitle' : 'players.form.createTitle');

  return (
    <>
      <FormDialogTitle
        title={title}
        subtitle={
          player && (
            <>
              #{player.number} · {player.name}
            </>
          )
        }
        closeLabel={t('common.cancel')}
        onClose={onClose}
      />
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
            {medicalOnly ? (
              <PlayerStatusSection control={control} />
            ) : (
              <>
                <PlayerGeneralSection control={control} />
                <PlayerContactSection control={control} />
                <PlayerEmergencySection control={control} />
              </>
            )}
            <PlayerMedicalSection control={control} />
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
