import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: 'primary' | 'error' | 'secondary';
  pending?: boolean;
  error?: string | null;
  /** Each reason the server gave (e.g. what exceeds the smaller plan). */
  reasons?: string[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** Every subscription action asks first (spec §4); it stays open with the server's reasons on failure. */
export function ConfirmActionDialog(p: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={p.open}
      onClose={p.pending ? undefined : p.onCancel}
      maxWidth="xs"
      fullWidth
      data-testid="confirm-action-dialog"
    >
      <DialogTitle sx={{ fontWeight: 600 }}>{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{p.text}</DialogContentText>
        {p.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="confirm-action-error">
            {p.error}
            {p.reasons && p.reasons.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {p.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={p.onCancel} disabled={p.pending}>
          {t('billing.confirm.back')}
        </Button>
        <Button
          variant="contained"
          color={p.color ?? 'primary'}
          onClick={p.onConfirm}
          disabled={p.pending}
          data-testid="confirm-action"
          startIcon={p.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
