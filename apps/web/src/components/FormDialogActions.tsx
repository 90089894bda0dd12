import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './SubmitButton';

interface FormDialogActionsProps {
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  onCancel: () => void;
}

/** Cancel and submit of a form dialog; both wait while the form is sending. */
export function FormDialogActions({
  pending,
  submitLabel,
  submitTestId,
  onCancel,
}: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <SubmitButton
        pending={pending}
        label={submitLabel}
        pendingLabel={t('common.saving')}
        data-testid={submitTestId}
      />
    </DialogActions>
  );
}
