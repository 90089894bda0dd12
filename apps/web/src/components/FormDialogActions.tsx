import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './SubmitButton';

interface FormDialogActionsProps {
  pending: boolean;
  /** Editing an existing item: the button saves changes; else it creates, in the form's words. */
  editing: boolean;
  /** The create wording ("Crear partido"), required so no form creates with "Guardar cambios". */
  createLabel: string;
  submitTestId: string;
  onCancel: () => void;
}

/** Cancel and submit of a create/edit form dialog; both wait while the form is sending. */
export function FormDialogActions({
  pending,
  editing,
  createLabel,
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
        label={editing ? t('common.save') : createLabel}
        pendingLabel={t('common.saving')}
        data-testid={submitTestId}
      />
    </DialogActions>
  );
}
