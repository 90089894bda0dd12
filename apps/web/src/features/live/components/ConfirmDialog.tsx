import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from './ConsoleDialog';

/**
 * A second tap for the moves that are costly to take back: ending a period, undoing a final
 * whistle. The console's own dialog, drawn with it and shown by the tap (decision 0184).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <ConsoleDialog open={open} onClose={onClose} title={title} testid="confirm-dialog" narrow>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} data-testid="confirm-no" sx={{ minHeight: 48 }}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            onConfirm();
            onClose();
          }}
          data-testid="confirm-yes"
          sx={{ minHeight: 48 }}
        >
          {confirm}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
