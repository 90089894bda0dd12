import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { SubmitButton } from '../../../components/SubmitButton';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { removeToken } from '../../../lib/token';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmDeletionMutation } from '../api/confirm-deletion';

/**
 * The mailed link's page (decision 0172), outside the session: a button confirms, so a mail
 * scanner that opens the link deletes nothing. Once confirmed, this device's session goes too.
 */
export function ConfirmDeletionPage() {
  const { t } = useTranslation();
  usePageTitle(t('accountDeletion.confirmTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmDeletionMutation();
  const onConfirm = async () => {
    const scheduled = await confirm.mutateAsync(token).catch(() => null);
    if (scheduled) removeToken();
  };
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
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {t('accountDeletion.confirmTitle')}
          </Typography>
          {confirm.data ? (
            <Stack spacing={2}>
              <Alert severity="success" data-testid="account-deletion-scheduled">
                {t('accountDeletion.scheduled', {
                  date: formatDate(confirm.data.deletionDueAt, 'medium'),
                })}
              </Alert>
              <Button component={RouterLink} to="/login" variant="outlined">
                {t('accountDeletion.signInToCancel')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('accountDeletion.confirmText')}</Typography>
              {confirm.isError && (
                <Alert severity="error" data-testid="account-deletion-invalid">
                  {errorMessage(confirm.error, t, 'accountDeletion.invalid')}
                </Alert>
              )}
              <Box>
                <SubmitButton
                  color="error"
                  pending={confirm.isPending}
                  disabled={!token}
                  onClick={() => void onConfirm()}
                  label={t('accountDeletion.confirmButton')}
                  pendingLabel={t('accountDeletion.confirming')}
                  data-testid="account-deletion-confirm"
                />
              </Box>
            </Stack>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

export default ConfirmDeletionPage;
