import type { TAttendanceCounts, TPlayerAttendance } from '@futsal/shared/schemas/attendance';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';

const COLUMNS = ['calledUp', 'present', 'late', 'absent', 'notRecorded'] as const;

/** The rate, or a dash when no attendance was taken (0 % would say the player never came). */
function rateOf(c: TAttendanceCounts, pct: Intl.NumberFormat): string {
  return c.present + c.late + c.absent > 0 ? pct.format(c.rate) : '–';
}

/** Trainings and matches by attendance, with the rate, and the absences by reason. */
export function AttendanceFigures({ data }: { data: TPlayerAttendance }) {
  const { t, i18n } = useTranslation();
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const rows = [
    { key: 'trainings', counts: data.trainings },
    { key: 'matches', counts: data.matches },
  ] as const;
  return (
    <>
      <Box
        // A table wider than a phone scrolls: reachable by keyboard, and named for a screen reader.
        tabIndex={0}
        role="region"
        aria-label={t('stats.attendance.title')}
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" data-testid="attendance-table">
          <TableHead>
            <TableRow>
              <TableCell>
                <VisuallyHidden>{t('stats.attendance.event')}</VisuallyHidden>
              </TableCell>
              <TableCell align="right">{t('stats.attendance.rate')}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {t(`stats.attendance.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ key, counts }) => (
              <TableRow key={key} data-testid={`attendance-${key}`}>
                <TableCell component="th" scope="row">
                  {t(`stats.attendance.${key}`)}
                </TableCell>
                {/* The rate first: on a phone the table scrolls, and the rate is what is read. */}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {rateOf(counts, pct)}
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align="right">
                    {counts[c]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, minHeight: 20 }}
        data-testid="attendance-reasons"
      >
        {data.absenceReasons.length === 0
          ? t('stats.attendance.noAbsences')
          : `${t('stats.attendance.reasons')}: ${data.absenceReasons
              .map((r) => `${r.reason || t('stats.attendance.noReason')} (${r.count})`)
              .join(', ')}`}
      </Typography>
    </>
  );
}
