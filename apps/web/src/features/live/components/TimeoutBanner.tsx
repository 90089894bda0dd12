import { TIMEOUT_LENGTH_SEC } from '@futsal/shared/futsal/timeouts';
import type { TMatchState } from '@futsal/shared/futsal/types';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { StatusLine } from './StatusStrip';
import { BUZZ, vibrate } from './vibrate';

/** After the minute, the banner stays this long (or until the clock runs) to say play restarts. */
const OVER_GRACE_SEC = 30;

const mmss = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/**
 * The last time-out's minute (Law 7), counted on the wall clock from when it
 * was logged while the match clock stands still; it buzzes when the minute is up.
 */
export function TimeoutBanner({
  state,
  log,
  clockRunning,
  teamName,
  opponent,
  onResume,
}: {
  state: TMatchState;
  log: readonly TMatchEvent[];
  clockRunning: boolean;
  teamName: string;
  opponent: string;
  onResume: () => void;
}) {
  'use memo';
  const { t } = useTranslation();
  const last = state.timeouts.used.at(-1);
  const startedAt = useMemo(() => {
    const event = last ? log.find((e) => e.id === last.eventId) : undefined;
    const at = event?.createdAt ? Date.parse(event.createdAt) : NaN;
    return Number.isNaN(at) ? null : at;
  }, [last, log]);
  const candidate = startedAt !== null && !clockRunning && state.running;
  // Seconds since the time-out, held once the banner is gone: an old time-out re-renders nothing.
  const now = useNow(candidate, (at) =>
    Math.min(Math.floor((at - (startedAt ?? 0)) / 1000), TIMEOUT_LENGTH_SEC + OVER_GRACE_SEC),
  );
  const elapsed = startedAt === null ? Infinity : Math.floor((now - startedAt) / 1000);
  const left = TIMEOUT_LENGTH_SEC - elapsed;
  const visible = candidate && left > -OVER_GRACE_SEC;
  const over = left <= 0;

  const buzzed = useRef<string | null>(null);
  useEffect(() => {
    if (visible && over && last && buzzed.current !== last.eventId) {
      buzzed.current = last.eventId;
      vibrate([...BUZZ.act]);
    }
  }, [visible, over, last]);

  if (!visible || !last) return null;
  const team = last.side === 'us' ? teamName : opponent;
  return (
    <StatusLine
      severity={over ? 'success' : 'info'}
      testid="timeout-banner"
      over={over}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={onResume}
          data-testid="timeout-resume"
          sx={{ minHeight: 36 }}
        >
          {t('live.clock.resume')}
        </Button>
      }
    >
      {over ? (
        t('live.timeout.over', { team })
      ) : (
        <>
          {t('live.timeout.running', { team })}{' '}
          {/* The minute counting down is what the bench looks for: large digits. */}
          <Box
            component="span"
            data-testid="timeout-left"
            sx={{ fontSize: '1.3rem', fontVariantNumeric: 'tabular-nums' }}
          >
            {mmss(Math.max(0, left))}
          </Box>
        </>
      )}
    </StatusLine>
  );
}
