import type { TSuspendedPlayer } from '@futsal/shared/schemas/discipline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@futsal/shared/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { SuspensionBadge } from '../../../components/SuspensionBadge';

interface Props {
  /** The suspended players the lineup holds. */
  players: readonly TSuspendedPlayer[];
  saving: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The server refused suspended players: line them up all the same only with the coach's reason. */
export function SuspensionOverrideDialog({ players, saving, error, onConfirm, onClose }: Props) {
  'use memo';
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const confirm = () => {
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="suspension-override-title">
      <DialogTitle id="suspension-override-title">{t('suspensions.override.title')}</DialogTitle>
      <DialogContent data-testid="suspension-override">
        <Typography sx={{ mb: 2 }}>{t('suspensions.override.text')}</Typography>
        <Stack spacing={1} sx={{ mb: 2 }}>
          {players.map((p) => (
            <Stack key={p.playerId} spacing={0.5}>
              <Typography sx={{ fontWeight: 600 }}>{`${p.number}. ${p.name}`}</Typography>
              <SuspensionBadge reason={p} />
            </Stack>
          ))}
        </Stack>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={2}
          label={t('suspensions.override.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('validation.suspension.reasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: LIMITS.overrideReason } }}
          data-testid="suspension-override-reason"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={saving}
          onClick={confirm}
          data-testid="suspension-override-confirm"
        >
          {t('suspensions.override.confirm')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
