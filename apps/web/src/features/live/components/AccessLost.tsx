import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * The match's stream ended for good (the server refused it: the member was removed from the
 * team, or signed out): nothing more arrives on this device, so it says so (decision 0180).
 * Over the console (`floating`) it sits above the bottom edge instead of in the flow: the
 * console's controls keep their one screen (e2e/console-layout.e2e.ts), whatever the notice.
 */
export function AccessLost({ floating = false }: { floating?: boolean }) {
  'use memo';
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      data-testid="live-access-lost"
      sx={
        floating
          ? {
              position: 'fixed',
              left: 16,
              right: 16,
              bottom: 16,
              zIndex: (theme) => theme.zIndex.snackbar,
              boxShadow: 6,
            }
          : undefined
      }
    >
      {t('liveStaff.accessLost')}
    </Alert>
  );
}
