import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { SubmitButton } from '../../../components/SubmitButton';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { getToken, isTokenValid, subscribeToken } from '../../../lib/token';
import { useAcceptMutation, useInvitationQuery } from '../api/staff';
import { RoleChip } from '../components/RoleChip';

/**
 * The mailed invitation (decision 0176): what it offers, then sign in or create an account with
 * the invited address and come back here to accept; accepting lands on the team. Outside the
 * session's provider (like /answer): signed out, the provider drops every query at its start.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('staff.invitation.title'));
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  // Outside the session's provider, like /answer: signed out, it would drop this page's queries.
  const isAuthenticated = useSyncExternalStore(
    subscribeToken,
    () => isTokenValid(getToken()),
    () => false,
  );
  const view = useInvitationQuery(token);
  const accept = useAcceptMutation(token);
  const back = `/invitations/${token}${email ? `?email=${encodeURIComponent(email)}` : ''}`;
  const from = encodeURIComponent(back);
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (joined) => void navigate(`/teams/${joined.teamId}`, { replace: true }),
    });

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar position="sticky" color="inherit" sx={{ bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLogo size={32} showName="wide" />
          <Box sx={{ flex: 1 }} />
          <LanguageSelect />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} data-testid="invitation-page">
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {t('staff.invitation.title')}
          </Typography>
          {view.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : view.isError ? (
            <Alert severity="error" data-testid="invitation-invalid">
              {errorMessage(view.error, t, 'staff.invitation.invalid')}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <Typography data-testid="invitation-text">
                {t('staff.invitation.text', {
                  inviter: view.data.inviterName,
                  team: view.data.teamName,
                })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography color="text.secondary">{t('staff.invitation.role')}</Typography>
                <RoleChip role={view.data.role} testId="invitation-role" />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('staff.invitation.for', {
                  email: view.data.email,
                  date: formatDate(view.data.expiresAt, 'medium'),
                })}
              </Typography>
              {accept.isError && (
                <Alert severity="error" data-testid="invitation-error">
                  {errorMessage(accept.error, t, 'staff.invitation.invalid')}
                </Alert>
              )}
              {isAuthenticated ? (
                <Stack spacing={1}>
                  <Box>
                    <SubmitButton
                      pending={accept.isPending}
                      onClick={onAccept}
                      label={t('staff.invitation.accept')}
                      pendingLabel={t('staff.invitation.accepting')}
                      data-testid="invitation-accept"
                    />
                  </Box>
                </Stack>
              ) : (
                <Stack spacing={1.5}>
                  <Typography variant="body2" color="text.secondary">
                    {t('staff.invitation.signedOut')}
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                    <Button
                      variant="contained"
                      component={RouterLink}
                      to={`/register?from=${from}${email ? `&email=${encodeURIComponent(email)}` : ''}`}
                      data-testid="invitation-register"
                    >
                      {t('staff.invitation.register')}
                    </Button>
                    <Button
                      variant="outlined"
                      component={RouterLink}
                      to={`/login?from=${from}`}
                      state={email ? { email } : undefined}
                      data-testid="invitation-login"
                    >
                      {t('staff.invitation.signIn')}
                    </Button>
                  </Stack>
                </Stack>
              )}
            </Stack>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

export default InvitationPage;
