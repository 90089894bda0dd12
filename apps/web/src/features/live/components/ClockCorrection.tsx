import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEventCallback } from '@mui/material/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveMatch } from '../lib/use-live-match';

const whole = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v) : null);

/**
 * Sets the running period's clock to the referee's: a `clock_set` in the log,
 * so every device follows (decision 0048). The time is the match clock as the
 * console shows it (the second half starts at 20:00).
 */
export function ClockCorrection({
  display,
  correctClock,
}: {
  /** The clock as shown, which the form starts from. */
  display: string;
  correctClock: TLiveMatch['correctClock'];
}) {
  'use memo';
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState('');
  const [seconds, setSeconds] = useState('');
  const m = whole(minutes);
  const s = whole(seconds);
  const valid = m !== null && s !== null && s < 60;

  // Of fixed identity: the clock's every second leaves the button and its tooltip as they were.
  const start = useEventCallback(() => {
    const [mm = '0', ss = '0'] = display.split(':');
    setMinutes(String(Number(mm)));
    setSeconds(String(Number(ss)));
    setOpen(true);
  });
  const save = () => {
    if (!valid) return;
    correctClock(m * 60 + s);
    setOpen(false);
  };

  return (
    <>
      <Tooltip title={t('live.clock.correct')}>
        <IconButton
          data-testid="clock-correct"
          aria-label={t('live.clock.correct')}
          onClick={start}
        >
          <EditRounded />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="clock-correct-title">
        <DialogTitle id="clock-correct-title">{t('live.clock.correctTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('live.clock.correctText')}</DialogContentText>
          <Stack direction="row" spacing={2}>
            <TextField
              label={t('live.clock.minutes')}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'clock-minutes' } }}
              error={m === null}
              autoFocus
            />
            <TextField
              label={t('live.clock.seconds')}
              value={seconds}
              onChange={(e) => setSeconds(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'clock-seconds' } }}
              error={s === null || s >= 60}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button
            data-testid="clock-correct-save"
            variant="contained"
            disabled={!valid}
            onClick={save}
          >
            {t('live.clock.correctSave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
