import KeyboardReturnRounded from '@mui/icons-material/KeyboardReturnRounded';
import type { TPlayer } from '@futsal/shared/schemas/player';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { isPlanLimitError, PlanLimitDialog } from '../../../components/PlanLimitDialog';
import { SubmitButton } from '../../../components/SubmitButton';
import { isApiError } from '../../../lib/api-client';
import { useServerFieldErrors } from '../../../lib/use-form-errors';
import { FormDialogTitle, FormNumberField, FormTextField } from '../../../components/form';
import { useQuickCreatePlayerMutation } from '../api/create-player';
import { useTeamPlayersQuery } from '../api/get-team-players';
import { nextFreeNumber, QUICK_ADD_FIELDS, quickAddResolver } from '../quick-add';
import { QuickAddedList } from './QuickAddedList';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';

interface Props {
  open: boolean;
  teamId: string;
  onClose: () => void;
  /** Leaves the quick add for the full form, for a player with more to fill in now. */
  onFullForm?: () => void;
}

/**
 * A squad by name and number, one after another (decision 0119): Enter adds the player, clears
 * the line and keeps the cursor in it; the number offered is the lowest one free. The rest of
 * each player's file is completed later in the full form.
 */
function QuickAddForm({ teamId, onClose, onFullForm }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const create = useQuickCreatePlayerMutation();
  const squad = useTeamPlayersQuery(teamId);
  const [added, setAdded] = useState<TPlayer[]>([]);
  const [planLimit, setPlanLimit] = useState<unknown>(null);
  const sending = useRef(false);
  const taken = () => [...(squad.data ?? []), ...added].map((p) => p.number);
  const {
    control,
    handleSubmit,
    resetField,
    setError,
    setFocus,
    getFieldState,
    setValue,
    formState: { isSubmitting },
  } = useForm({
    resolver: quickAddResolver,
    defaultValues: { name: '', number: nextFreeNumber(taken()) },
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(
    setError,
    QUICK_ADD_FIELDS,
  );

  // Opened before the squad came (`?add=1`), the number offered was 1: offer the free one once
  // the squad is known, unless the coach typed a number meanwhile.
  const squadNumbers = squad.data?.map((p) => p.number).join();
  useEffect(() => {
    if (squadNumbers === undefined || getFieldState('number').isDirty) return;
    setValue('number', nextFreeNumber(taken()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `taken` reads the same squad
  }, [squadNumbers]);

  const save = handleSubmit(async (values) => {
    clearServerError();
    try {
      const player = await create.mutateAsync({ teamId, body: values });
      setAdded((list) => [player, ...list]);
      // resetField, not reset: reset drops the fields' refs until the next render, and the
      // cursor could not go back to the name.
      resetField('name');
      resetField('number', { defaultValue: nextFreeNumber([...taken(), player.number]) });
      setFocus('name');
    } catch (e) {
      if (isPlanLimitError(e)) setPlanLimit(e);
      else if (isApiError(e) && e.code === 'PLAYER_NUMBER_TAKEN') {
        setError('number', { type: 'server', message: 'errors.PLAYER_NUMBER_TAKEN' });
        setFocus('number', { shouldSelect: true });
      } else showServerError(e, 'players.form.createError');
      // What was typed stays in the line, to fix and send again.
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Enter pressed twice while the first is on its way adds one player, not two.
    if (sending.current) return;
    sending.current = true;
    void save(e).finally(() => {
      sending.current = false;
    });
  };

  return (
    <>
      <FormDialogTitle
        title={t('players.quickAdd.title')}
        subtitle={t('players.quickAdd.subtitle')}
        closeLabel={t('players.quickAdd.close')}
        onClose={onClose}
      />
      <DialogContent dividers>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('players.quickAdd.title')}
          data-testid="quick-add-form"
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <FormErrorAlert error={serverError} testId="quick-add-error" />
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 96px', sm: '1fr 110px auto' },
            }}
          >
            <FormTextField
              control={control}
              name="name"
              id="quick-add-name"
              label={t('players.fields.name')}
              required
              autoFocus
              autoComplete="off"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <FormNumberField
              control={control}
              name="number"
              id="quick-add-number"
              label={t('players.fields.number')}
              required
              fullWidth={false}
              min={1}
              max={99}
              onFocus={(e) => e.target.select()}
            />
            <SubmitButton
              pending={isSubmitting}
              label={t('players.quickAdd.add')}
              pendingLabel={t('players.quickAdd.add')}
              size="large"
              data-testid="quick-add-submit"
              sx={{ height: 56 }}
            />
          </Box>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <KeyboardReturnRounded fontSize="inherit" aria-hidden /> {t('players.quickAdd.hint')}
          </Typography>
        </Box>
        <QuickAddedList players={added} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between' }}>
        {onFullForm ? (
          <Button onClick={onFullForm} data-testid="quick-add-full-form">
            {t('players.quickAdd.fullForm')}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="outlined" onClick={onClose} data-testid="quick-add-done">
          {t('players.quickAdd.done')}
        </Button>
      </DialogActions>
      <PlanLimitDialog error={planLimit} onClose={() => setPlanLimit(null)} />
    </>
  );
}

export function QuickAddPlayersDialog({ open, teamId, onClose, onFullForm }: Props) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      data-testid="quick-add-dialog"
    >
      {open && <QuickAddForm teamId={teamId} onClose={onClose} onFullForm={onFullForm} />}
    </ResponsiveDialog>
  );
}
