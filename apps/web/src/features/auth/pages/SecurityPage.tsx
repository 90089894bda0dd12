import DevicesRounded from '@mui/icons-material/DevicesRounded';
import { ZChangePasswordForm, type TChangePasswordForm } from '@futsal/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/errors';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { useAuth } from '../AuthContext';
import { useChangePasswordMutation } from '../api/change-password';
import { useLogoutAllMutation } from '../api/logout-all';
import { PageHeader } from '../../../components/PageHeader';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (values) => {
    clearServerError();
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      enqueueSnackbar(t('security.success'), { variant: 'success' });
      // A fresh form (remount): MUI labels follow the emptied fields.
      onChanged();
    } catch (err) {
      showServerError(err, 'security.error');
    }
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('security.changePassword')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('security.changePassword')}
        >
          <Stack spacing={2.5}>
            <FormErrorAlert error={serverError} testId="security-error" />
            <PasswordField
              {...register('currentPassword')}
              id="security-current-password"
              label={t('security.currentPassword')}
              autoComplete="current-password"
              fullWidth
              {...fieldError('currentPassword')}
            />
            <PasswordField
              {...register('newPassword')}
              id="security-new-password"
              label={t('security.newPassword')}
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.newPassword)}
              helperText={
                errors.newPassword?.message
                  ? t(errors.newPassword.message)
                  : t('auth.register.passwordHint')
              }
            />
            <PasswordField
              {...register('confirmPassword')}
              id="security-confirm-password"
              label={t('security.confirmPassword')}
              autoComplete="new-password"
              fullWidth
              {...fieldError('confirmPassword')}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SubmitButton
                pending={isSubmitting}
                label={t('security.submit')}
                pendingLabel={t('security.submitting')}
              />
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { logout } = useAuth();
  const logoutAll = useLogoutAllMutation();
  const onClick = async () => {
    try {
      await logoutAll.mutateAsync();
      enqueueSnackbar(t('security.logoutAllSuccess'), { variant: 'success' });
      await logout();
    } catch (err) {
      enqueueSnackbar(errorMessage(err, t, 'auth.logoutError'), { variant: 'error' });
    }
  };
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <DevicesRounded color="primary" />
          <Box>
            <Typography variant="h6" component="h2">
              {t('security.sessions')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('security.sessionsText')}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          color="error"
          onClick={() => void onClick()}
          disabled={logoutAll.isPending}
          fullWidth
          data-testid="logout-all"
        >
          {t('security.logoutAll')}
        </Button>
      </CardContent>
    </Card>
  );
}

export function SecurityPage() {
  const { t } = useTranslation();
  const [formKey, setFormKey] = useState(0);
  return (
    <Box data-testid="security-page">
      <PageHeader title={t('pages.security.title')} subtitle={t('security.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 340px' },
          alignItems: 'start',
        }}
      >
        <ChangePasswordCard key={formKey} onChanged={() => setFormKey((k) => k + 1)} />
        <SessionsCard />
      </Box>
    </Box>
  );
}

export default SecurityPage;
