import {
  ZAccountDeletionRequest,
  type TAccountDeletionRequest,
} from '@futsal/shared/schemas/account-deletion';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { FormSection } from '../../../components/form';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { useRequestDeletionMutation } from '../api/request-deletion';

const FIELDS = ['password'] as const;

/** The password again, then the server mails a link that confirms the deletion (decision 0172). */
function DeletionDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const request = useRequestDeletionMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAccountDeletionRequest>({
    resolver: zodResolver(ZAccountDeletionRequest),
    defaultValues: { password: '' },
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (values) => {
    clearServerError();
    try {
      await request.mutateAsync(values);
      onSent();
    } catch (err) {
      showServerError(err, 'accountDeletion.error');
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="account-deletion-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="account-deletion-title">{t('accountDeletion.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('accountDeletion.dialogText')}</DialogContentText>
          <FormErrorAlert error={serverError} testId="account-deletion-error" />
          <PasswordField
            {...register('password')}
            id="account-deletion-password"
            label={t('accountDeletion.password')}
            autoComplete="current-password"
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            {...fieldError('password')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('accountDeletion.cancel')}</Button>
          <SubmitButton
            pending={isSubmitting}
            label={t('accountDeletion.submit')}
            pendingLabel={t('accountDeletion.submitting')}
            color="error"
          />
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The settings' danger zone: deleting the account. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <FormSection
      variant="card"
      tone="error"
      title={t('accountDeletion.title')}
      subtitle={t('accountDeletion.text')}
      testId="account-deletion"
    >
      {sent ? (
        <Alert severity="info" data-testid="account-deletion-sent">
          {t('accountDeletion.sent')}
        </Alert>
      ) : (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setOpen(true)}
          data-testid="account-deletion-open"
        >
          {t('accountDeletion.button')}
        </Button>
      )}
      {open && (
        <DeletionDialog
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </FormSection>
  );
}
