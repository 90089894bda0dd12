import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * The match's stream ended for good (the server refused it: the member was removed from the
 * team, or signed out): nothing more arrives on this device, so it says so (decision 0180).
 */
export function AccessLost() {
  'use memo';
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="live-access-lost">
      {t('liveStaff.accessLost')}
    </Alert>
  );
}
