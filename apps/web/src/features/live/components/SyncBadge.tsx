import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import CloudSyncRounded from '@mui/icons-material/CloudSyncRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TSyncStatus } from '../lib/use-event-sender';

/** Connectivity and how many events still wait to be sent. */
export function SyncBadge({
  online,
  pending,
  status,
}: {
  online: boolean;
  pending: number;
  status: TSyncStatus;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        data-testid="connectivity"
        data-online={online ? 'true' : 'false'}
        size="small"
        color={online ? 'success' : 'warning'}
        variant="outlined"
        icon={online ? <CloudDoneRounded /> : <CloudOffRounded />}
        label={online ? t('live.sync.online') : t('live.sync.offline')}
      />
      {pending > 0 && (
        <Chip
          data-testid="pending-count"
          data-count={pending}
          size="small"
          color={status === 'error' || !online ? 'warning' : 'info'}
          icon={<CloudSyncRounded />}
          label={
            pending === 1 ? t('live.sync.pendingOne') : t('live.sync.pending', { count: pending })
          }
        />
      )}
    </Stack>
  );
}
