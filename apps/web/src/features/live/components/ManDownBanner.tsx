import type { TMatchState } from '@futsal/shared/futsal/types';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

const mmss = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/** The running man-down windows (Law 3), each with its countdown in playing time. */
export function ManDownBanner({ state, liveSec }: { state: TMatchState; liveSec: number }) {
  'use memo';
  const { t } = useTranslation();
  // Once abandoned, no window matters any more: the banner says why play stopped.
  const windows = state.abandoned ? [] : state.manDown.filter((w) => w.active);
  return (
    <>
      {windows.map((w) => (
        <Alert
          key={w.eventId}
          severity={w.side === 'us' ? 'error' : 'info'}
          data-testid={`man-down-${w.side}`}
          variant="filled"
          sx={{ fontSize: '1rem', alignItems: 'center' }}
        >
          {t(w.side === 'us' ? 'live.manDown.us' : 'live.manDown.rival', {
            time: mmss(Math.max(0, w.scheduledEndClockSec - liveSec)),
          })}
        </Alert>
      ))}
    </>
  );
}
