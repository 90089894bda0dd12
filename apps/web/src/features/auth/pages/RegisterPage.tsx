import { ZRegisterForm, type TRegisterForm } from '@futsal/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors, errorMessage, safeRedirectPath } from '../../../lib/errors';
import { useFieldError } from '../../../lib/use-form-errors';
import { registerRequest, toRegisterRequest } from '../api/register';
import { AuthShell } from '../components/AuthShell';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // From an invitation (decision 0176): its address prefilled, and back to it after signing in.
  const [searchParams] = useSearchParams();
  const from = safeRedirectPath(searchParams.get('from'));
  const [serverError, setServerError] = useState<{ message: string; code?: string } | null>(null);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: validating },
  } = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: searchParams.get('email') ?? '',
      password: '',
      confirmPassword: '',
    },
  });

  const isSubmitting = validating || pending;
  const fieldError = useFieldError(errors);

  // handleSubmit only wraps the handler: the ref is read when the form is sent, not in render.
  // eslint-disable-next-line react-hooks/refs
  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setServerError(null);
    try {
      await registerRequest(toRegisterRequest(values));
      await navigate(from ? `/login?from=${encodeURIComponent(from)}` : '/login', {
        replace: true,
        state: { registered: true, email: values.email },
      });
    } catch (err) {
      applyFieldErrors(err, setError, FIELDS);
      setServerError({
        message: errorMessage(err, t, 'auth.registerError'),
        code: isApiError(err) && err.status > 0 ? err.code : undefined,
      });
    } finally {
      sending.current = false;
      setPending(false);
    }
  });

  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
        <Stack spacing={2.25}>
          <FormErrorAlert
            error={serverError?.message ?? null}
            code={serverError?.code}
            testId="register-error"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
            <TextField
              {...register('firstName')}
              id="register-first-name"
              label={t('auth.register.firstName')}
              autoComplete="given-name"
              autoFocus
              fullWidth
              {...fieldError('firstName')}
            />
            <TextField
              {...register('lastName')}
              id="register-last-name"
              label={t('auth.register.lastName')}
              autoComplete="family-name"
              fullWidth
              {...fieldError('lastName')}
            />
          </Stack>
          <TextField
            {...register('email')}
            id="register-email"
            label={t('auth.register.email')}
            type="email"
            autoComplete="email"
            fullWidth
            {...fieldError('email')}
          />
          <PasswordField
            {...register('password')}
            id="register-password"
            label={t('auth.register.password')}
            autoComplete="new-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={
              errors.password?.message
                ? t(errors.password.message)
                : t('auth.register.passwordHint')
            }
          />
          <PasswordField
            {...register('confirmPassword')}
            id="register-confirm-password"
            label={t('auth.register.confirmPassword')}
            autoComplete="new-password"
            fullWidth
            {...fieldError('confirmPassword')}
          />
          <SubmitButton
            pending={isSubmitting}
            label={t('auth.register.submit')}
            pendingLabel={t('auth.register.submitting')}
            size="large"
            fullWidth
            sx={{ py: 1.25 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('auth.register.hasAccount')}{' '}
            <Link
              component={RouterLink}
              to={from ? `/login?from=${encodeURIComponent(from)}` : '/login'}
              sx={{ fontWeight: 500 }}
            >
              {t('auth.register.loginLink')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthShell>
  );
}

export default RegisterPage;
