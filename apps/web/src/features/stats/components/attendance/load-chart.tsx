import type { TAttendanceWeek } from '@futsal/shared/schemas/attendance';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

export const LOAD_CHART_HEIGHT = 240;

const integerAxis = { tickMinStep: 1, valueFormatter: (v: number) => String(v) };

/**
 * The weekly load, drawn by MUI X Charts (loaded with the chart's place, decision 0102): minutes
 * played on the left axis, trainings attended and days injured on the right, one group per ISO
 * week.
 */
export function LoadChart({ weeks, width }: { weeks: TAttendanceWeek[]; width: number }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  return (
    <BarChart
      width={width}
      height={LOAD_CHART_HEIGHT}
      xAxis={[
        {
          scaleType: 'band',
          data: weeks.map((w) => day.format(new Date(`${w.monday}T00:00:00Z`))),
          tickLabelStyle: { fontSize: 10 },
        },
      ]}
      yAxis={[
        { id: 'minutes', ...integerAxis, position: 'left' },
        { id: 'trainings', ...integerAxis, position: 'right' },
      ]}
      series={[
        {
          id: 'minutes',
          data: weeks.map((w) => Math.round(w.secondsPlayed / 60)),
          label: t('stats.attendance.minutes'),
          color: theme.palette.primary.main,
          yAxisId: 'minutes',
        },
        {
          id: 'trainings',
          data: weeks.map((w) => w.trainingsAttended),
          label: t('stats.attendance.trainingsAttended'),
          color: theme.palette.success.main,
          yAxisId: 'trainings',
        },
        // Beside the load it explains (decision 0188): a week of few minutes reads as an injury's.
        {
          id: 'injured',
          data: weeks.map((w) => w.daysInjured),
          label: t('stats.attendance.daysInjured'),
          color: theme.palette.error.main,
          yAxisId: 'trainings',
        },
      ]}
    />
  );
}
