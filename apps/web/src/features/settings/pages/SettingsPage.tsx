import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../data-export';
import { PageHeader } from '../../../components/PageHeader';
import { useSettingsQuery } from '../api/get-settings';
import { SettingsForm } from '../components/SettingsForm';

export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettingsQuery();
  return (
    <Box data-testid="settings-page" sx={{ maxWidth: 880 }}>
      <PageHeader title={t('pages.settings.title')} subtitle={t('settings.subtitle')} />
      {settings.isError ? (
        <Alert severity="error">{t('settings.loadError')}</Alert>
      ) : settings.data ? (
        <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
      ) : (
        <Stack spacing={3}>
          {[140, 140, 120].map((h, i) => (
            <Skeleton key={i} variant="rounded" height={h} sx={{ borderRadius: 3 }} />
          ))}
        </Stack>
      )}
      <Box component="section" aria-labelledby="settings-data" sx={{ mt: 4 }}>
        <Typography id="settings-data" variant="h6" component="h2">
          {t('dataExport.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
          {t('dataExport.hint')}
        </Typography>
        <ExportButton kind="account" fallbackName="futsal-account" />
      </Box>
    </Box>
  );
}

export default SettingsPage;
