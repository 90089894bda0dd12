import type { TLoginRequest } from '@futsal/shared/schemas/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { PlainTextField } from '../../../components/PlainTextField';
import { SubmitButton } from '../../../components/SubmitButton';
import { safeRedirectPath } from '../../../lib/errors';
import { lazySchema, useLazySchemaForm } from '../../../lib/lazy-schema-form';
import { useServerFieldErrors } from '../../../lib/use-server-errors';
import { useAuth } from '../AuthContext';
import { AuthShell } from '../components/AuthShell';

// The shared schema (and zod) loads at the first keystroke, not with the page.
const validation = lazySchema<TLoginRequest>(() =>
  import('@futsal/shared/schemas/auth').then((m) => m.ZLoginRequest),
);

interface LoginLocationState {
  from?: unknown;
  registered?: boolean;
  email?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = (location.state ?? {}) as LoginLocationState;
  const fromQuery = safeRedirectPath(searchParams.get('from'));
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  const { register, handleSubmit, setError, errors, validating } = useLazySchemaForm(validation, {
    email: state.email ?? '',
    password: '',
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, [
    'email',
    'password',
  ]);

  const isSubmitting = validating || pending;

  // handleSubmit only wraps the handler: the ref is read when the form is sent, not in render.
  // eslint-disable-next-line react-hooks/refs
  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    clearServerError();
    try {
      await login(values);
      const target =
        safeRedirectPath(state.from) ?? safeRedirectPath(searchParams.get('from')) ?? '/dashboard';
      await navigate(target, { replace: true });
    } catch (err) {
      showServerError(err, 'auth.loginError');
    } finally {
      sending.current = false;
      setPending(false);
    }
  });

  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={validation.preload}
        aria-label={t('auth.login.title')}
      >
        <Stack spacing={2.25}>
          {state.registered && !serverError && (
            <Alert severity="success" data-testid="register-success">
              {t('auth.login.registered')}
            </Alert>
          )}
          <FormErrorAlert error={serverError} testId="login-error" />
          <PlainTextField
            {...register('email')}
            id="login-email"
            label={t('auth.login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            error={Boolean(errors.email)}
            helperText={errors.email ? t(errors.email) : undefined}
          />
          <PasswordField
            {...register('password')}
            id="login-password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={errors.password ? t(errors.password) : undefined}
          />
          <SubmitButton
            pending={isSubmitting}
            label={t('auth.login.submit')}
            pendingLabel={t('auth.login.submitting')}
            size="large"
            fullWidth
            sx={{ py: 1.25 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('auth.login.noAccount')}{' '}
            <Link
              component={RouterLink}
              // Where the sign-in was to return (an invitation, decision 0176), after signing up too.
              to={fromQuery ? `/register?from=${encodeURIComponent(fromQuery)}` : '/register'}
              sx={{ fontWeight: 500 }}
            >
              {t('auth.login.registerLink')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthShell>
  );
}

export default LoginPage;
