import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import {
  BAND_CHART_HEIGHT,
  extraTimeGoals,
  PER_MATCH_CHART_HEIGHT,
  PERIOD_CHART_HEIGHT,
  periodsShown,
  typeKeys,
  typesChartHeight,
  type TTypesData,
} from './chart-data';

type TGoals = TTeamStatsResponse['goals'];

/**
 * The charts, drawn by MUI X Charts: loaded by `charts.tsx` when a chart's place nears the
 * screen, so a statistics page's first screen does not wait for the library (decision 0102).
 * Each is given data that has goals (`charts.tsx` shows the "no goals" line otherwise) and its
 * place's width: with both sizes given, the library neither measures nor draws twice.
 */

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

const integerAxis = { tickMinStep: 1, valueFormatter: (v: number) => String(v) };

/** Regular time in 5-minute bands; extra time told apart under the chart. */
export function GoalsByBandChart({ goals, width }: { goals: TGoals; width: number }) {
  const { t } = useTranslation();
  const series = useForAgainstSeries(
    goals.byBand.map((b) => b.for),
    goals.byBand.map((b) => b.against),
  );
  return (
    <>
      <BarChart
        width={width}
        height={BAND_CHART_HEIGHT}
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
      {extraTimeGoals(goals) && (
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

export function GoalsByPeriodChart({
  byPeriod: all,
  width,
}: {
  byPeriod: TGoals['byPeriod'];
  width: number;
}) {
  const { t } = useTranslation();
  const byPeriod = periodsShown(all);
  const series = useForAgainstSeries(
    byPeriod.map((p) => p.for),
    byPeriod.map((p) => p.against),
  );
  return (
    <BarChart
      width={width}
      height={PERIOD_CHART_HEIGHT}
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
  width,
}: {
  data: TTypesData;
  labelPrefix: string;
  single?: boolean;
  width: number;
}) {
  const { t } = useTranslation();
  const keys = typeKeys(data);
  const both = useForAgainstSeries(
    keys.map((k) => data.for[k] ?? 0),
    keys.map((k) => data.against[k] ?? 0),
  );
  const series = single ? both.slice(0, 1) : both;
  return (
    <BarChart
      layout="horizontal"
      hideLegend={single}
      width={width}
      height={typesChartHeight(keys)}
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
  width,
}: {
  labels: string[];
  goals: number[];
  minutes: number[];
  width: number;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <BarChart
      width={width}
      height={PER_MATCH_CHART_HEIGHT}
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
