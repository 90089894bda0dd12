import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DeleteAccountCard } from '../../account-deletion';
import { ExportButton } from '../../data-export';
import { FormSection } from '../../../components/form';
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
      {settings.data && (
        // Under the form once it has loaded: shown before, the form's arrival pushed it down.
        <Box sx={{ mt: 3 }}>
          <FormSection variant="card" title={t('dataExport.title')} subtitle={t('dataExport.hint')}>
            <ExportButton kind="account" fallbackName="futsal-account" />
          </FormSection>
          <Box sx={{ mt: 3 }}>
            <DeleteAccountCard />
          </Box>
        </Box>
      )}
    </Box>
  );
}

export default SettingsPage;
