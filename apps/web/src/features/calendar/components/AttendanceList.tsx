import type { TAttendance, TCallupView } from '@futsal/shared/schemas/callup';
import { ATTENDANCE } from '@futsal/shared/values/callup';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useSnackbar } from '../../../lib/notices';
import { useCallupMutations } from '../api/callups';

interface Mark {
  attendance: TAttendance | null;
  reason: string;
}

/** Afterwards: each called-up player present, late or absent, with a reason for the last two. */
export function AttendanceList({
  view,
  readOnly = false,
}: {
  view: TCallupView;
  /** The role may not change it (team.edit): shown without its controls (decision 0181). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { attendance } = useCallupMutations(view.kind, view.eventId);
  const called = view.players.filter((p) => p.calledUp);
  const [marks, setMarks] = useState(
    () =>
      new Map<string, Mark>(
        called.map((p) => [p.playerId, { attendance: p.attendance, reason: p.absenceReason }]),
      ),
  );
  const set = (id: string, patch: Partial<Mark>) =>
    setMarks((m) => {
      const prev = m.get(id) ?? { attendance: null, reason: '' };
      return new Map(m).set(id, { ...prev, ...patch });
    });
  const submit = async () => {
    try {
      await attendance.mutateAsync({
        entries: [...marks].map(([playerId, mark]) => ({
          playerId,
          attendance: mark.attendance,
          reason: mark.reason.trim(),
        })),
      });
      enqueueSnackbar(t('callups.attendanceSaved'), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(errorMessage(err, t, 'callups.saveError'), { variant: 'error' });
    }
  };
  if (called.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="attendance-list">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('callups.attendance')}
      </Typography>
      <Stack spacing={1.5}>
        {called.map((p) => {
          const mark = marks.get(p.playerId) ?? { attendance: null, reason: '' };
          return (
            <Stack key={p.playerId} spacing={0.75} data-player={p.playerId}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ alignItems: { sm: 'center' }, gap: 1 }}
              >
                <Typography sx={{ flexGrow: 1 }}>{`${p.number}. ${p.name}`}</Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={mark.attendance}
                  disabled={readOnly}
                  aria-label={`${t('callups.attendance')}: ${p.name}`}
                  onChange={(_, next: TAttendance | null) => set(p.playerId, { attendance: next })}
                >
                  {ATTENDANCE.map((a) => (
                    <ToggleButton key={a} value={a}>
                      {t(`callups.mark.${a}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
              {mark.attendance && mark.attendance !== 'present' && (
                <TextField
                  size="small"
                  label={t('callups.reason')}
                  value={mark.reason}
                  disabled={readOnly}
                  onChange={(e) => set(p.playerId, { reason: e.target.value })}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
      {!readOnly && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => void submit()}
          disabled={attendance.isPending}
          data-testid="attendance-save"
        >
          {t('callups.saveAttendance')}
        </Button>
      )}
    </Card>
  );
}
