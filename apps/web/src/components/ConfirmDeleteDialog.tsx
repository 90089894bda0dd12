import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  text: string;
  pending?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one "Are you sure?" before any delete (teams, players, competitions, matches):
 * names what goes, cannot be dismissed while the delete runs, stays open on failure.
 * Most callers use it through `useConfirmDelete` (lib/use-confirm-delete.tsx).
 */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  pending,
  error,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      data-testid="confirm-delete-dialog"
    >
      <DialogTitle sx={{ fontWeight: 600 }}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="confirm-delete-text">{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={pending}
          data-testid="confirm-delete"
          startIcon={
            pending ? <CircularProgress size={16} color="inherit" /> : <DeleteOutlineRounded />
          }
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
