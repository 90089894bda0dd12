import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

type TGoals = TTeamStatsResponse['goals'];

/** Goals for in the success colour, against in the error colour; both themes' palettes suit the dark background. */
function useForAgainstSeries(forData: number[], againstData: number[]) {
  const { t } = useTranslation();
  const theme = useTheme();
  return [
    { data: forData, label: t('stats.charts.for'), color: theme.palette.success.main, id: 'for' },
    {
      data: againstData,
      label: t('stats.charts.against'),
      color: theme.palette.error.main,
      id: 'against',
    },
  ];
}

function NoGoals() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {t('stats.charts.noGoals')}
    </Typography>
  );
}

const integerAxis = { tickMinStep: 1, valueFormatter: (v: number) => String(v) };

/** Regular time in 5-minute bands; extra time told apart under the chart. */
export function GoalsByBandChart({ goals }: { goals: TGoals }) {
  const { t } = useTranslation();
  const series = useForAgainstSeries(
    goals.byBand.map((b) => b.for),
    goals.byBand.map((b) => b.against),
  );
  if (
    goals.byBand.every((b) => b.for + b.against === 0) &&
    goals.extraTime.for + goals.extraTime.against === 0
  )
    return <NoGoals />;
  return (
    <>
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: goals.byBand.map((b) => `${b.fromMinute}-${b.toMinute}`),
            label: t('stats.charts.minute'),
            tickLabelStyle: { fontSize: 10 },
          },
        ]}
        yAxis={[integerAxis]}
        series={series}
        margin={{ left: 0, right: 8 }}
      />
      {goals.extraTime.for + goals.extraTime.against > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('stats.charts.extraTime', {
            for: goals.extraTime.for,
            against: goals.extraTime.against,
          })}
        </Typography>
      )}
    </>
  );
}

export function GoalsByPeriodChart({ byPeriod: all }: { byPeriod: TGoals['byPeriod'] }) {
  const { t } = useTranslation();
  // Extra time only when it was played.
  const byPeriod = all.filter(
    (p) => p.period === 'first' || p.period === 'second' || p.for + p.against > 0,
  );
  const series = useForAgainstSeries(
    byPeriod.map((p) => p.for),
    byPeriod.map((p) => p.against),
  );
  if (byPeriod.every((p) => p.for + p.against === 0)) return <NoGoals />;
  return (
    <BarChart
      height={220}
      xAxis={[{ scaleType: 'band', data: byPeriod.map((p) => t(`matches.periods.${p.period}`)) }]}
      yAxis={[integerAxis]}
      series={series}
      margin={{ left: 0, right: 8 }}
    />
  );
}

/** Goal types (or finishing types) for and against, as horizontal bars. */
export function TypesChart({
  data,
  labelPrefix,
  single = false,
}: {
  data: { for: Partial<Record<string, number>>; against: Partial<Record<string, number>> };
  labelPrefix: string;
  single?: boolean;
}) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(data.for), ...Object.keys(data.against)])].filter(
    (k) => (data.for[k] ?? 0) + (data.against[k] ?? 0) > 0,
  );
  const both = useForAgainstSeries(
    keys.map((k) => data.for[k] ?? 0),
    keys.map((k) => data.against[k] ?? 0),
  );
  const series = single ? both.slice(0, 1) : both;
  if (keys.length === 0) return <NoGoals />;
  return (
    <BarChart
      layout="horizontal"
      hideLegend={single}
      height={Math.max(160, 48 + keys.length * 36)}
      yAxis={[{ scaleType: 'band', data: keys.map((k) => t(`${labelPrefix}.${k}`)), width: 110 }]}
      xAxis={[integerAxis]}
      series={series}
      margin={{ right: 8 }}
    />
  );
}

/** A player's goals and minutes match by match, oldest first. */
export function PerMatchChart({
  labels,
  goals,
  minutes,
}: {
  labels: string[];
  goals: number[];
  minutes: number[];
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[
        { id: 'goals', ...integerAxis, position: 'left' },
        { id: 'minutes', ...integerAxis, position: 'right' },
      ]}
      series={[
        {
          data: goals,
          label: t('stats.charts.goals'),
          color: theme.palette.success.main,
          yAxisId: 'goals',
          id: 'goals',
        },
        {
          data: minutes,
          label: t('stats.charts.minutes'),
          color: theme.palette.primary.main,
          yAxisId: 'minutes',
          id: 'minutes',
        },
      ]}
    />
  );
}
