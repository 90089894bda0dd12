import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import CloudSyncRounded from '@mui/icons-material/CloudSyncRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSyncStatus } from '../lib/use-event-sender';
import type { TStreamStatus } from '../lib/use-match-stream';

/** Online, an event sent in less than this is no news: its count would only flash at every tap. */
export const SLOW_SEND_MS = 2000;

/**
 * Connectivity, whether the other devices' events are arriving (the match's
 * stream), and how many events still wait to be sent.
 */
export function SyncBadge({
  online,
  pending,
  status,
  stream,
}: {
  online: boolean;
  pending: number;
  status: TSyncStatus;
  stream: TStreamStatus;
}) {
  'use memo';
  const { t } = useTranslation();
  const waiting = pending > 0;
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), SLOW_SEND_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [waiting]);
  // Offline or refused, the queue shows at once; online, only once a send is slow (decision 0184).
  const showPending = waiting && (late || !online || status === 'offline' || status === 'error');
  // Online but cut off from the stream: this device logs, yet sees no one else's events for now.
  const reconnecting = online && stream === 'retrying';
  // The server ended the stream for good (access lost, decision 0180): nothing more will arrive.
  const stopped = online && stream === 'closed';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        data-testid="connectivity"
        data-online={online ? 'true' : 'false'}
        data-stream={stream}
        // What still waits, shown or not: what the browser tests wait on.
        data-pending={pending}
        size="small"
        color={online && !reconnecting && !stopped ? 'success' : 'warning'}
        variant="outlined"
        icon={online && !reconnecting && !stopped ? <CloudDoneRounded /> : <CloudOffRounded />}
        label={
          !online
            ? t('live.sync.offline')
            : reconnecting
              ? t('live.sync.reconnecting')
              : stopped
                ? t('liveStaff.updatesStopped')
                : t('live.sync.online')
        }
      />
      {showPending && (
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
