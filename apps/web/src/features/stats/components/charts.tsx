import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSlot } from './ChartSlot';
import {
  BAND_CHART_HEIGHT,
  bandsHaveGoals,
  CAPTION_HEIGHT,
  extraTimeGoals,
  LEGEND_HEIGHT,
  PER_MATCH_CHART_HEIGHT,
  PERIOD_CHART_HEIGHT,
  periodsShown,
  typeKeys,
  typesChartHeight,
  type TTypesData,
} from './chart-data';

/**
 * The statistics charts as the pages use them. Each keeps its place at the chart's height and
 * draws the chart once that place nears the screen, loading MUI X Charts then (decision 0102):
 * drawn with the figures, the charts were a third of a statistics page's first long task on a
 * phone, most of them below the fold.
 */

type TGoals = TTeamStatsResponse['goals'];

const library = () => import('./bar-charts');
const Bands = lazy(() => library().then((m) => ({ default: m.GoalsByBandChart })));
const Periods = lazy(() => library().then((m) => ({ default: m.GoalsByPeriodChart })));
const Types = lazy(() => library().then((m) => ({ default: m.TypesChart })));
const PerMatch = lazy(() => library().then((m) => ({ default: m.PerMatchChart })));

function NoGoals() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {t('stats.charts.noGoals')}
    </Typography>
  );
}

/** Regular time in 5-minute bands; extra time told apart under the chart. */
export function GoalsByBandChart({ goals }: { goals: TGoals }) {
  if (!bandsHaveGoals(goals)) return <NoGoals />;
  return (
    <ChartSlot
      height={LEGEND_HEIGHT + BAND_CHART_HEIGHT + (extraTimeGoals(goals) ? CAPTION_HEIGHT : 0)}
    >
      {(width) => <Bands goals={goals} width={width} />}
    </ChartSlot>
  );
}

export function GoalsByPeriodChart({ byPeriod }: { byPeriod: TGoals['byPeriod'] }) {
  if (periodsShown(byPeriod).every((p) => p.for + p.against === 0)) return <NoGoals />;
  return (
    <ChartSlot height={LEGEND_HEIGHT + PERIOD_CHART_HEIGHT}>
      {(width) => <Periods byPeriod={byPeriod} width={width} />}
    </ChartSlot>
  );
}

/** Goal types (or finishing types) for and against, as horizontal bars. */
export function TypesChart(props: { data: TTypesData; labelPrefix: string; single?: boolean }) {
  const keys = typeKeys(props.data);
  if (keys.length === 0) return <NoGoals />;
  return (
    <ChartSlot height={(props.single ? 0 : LEGEND_HEIGHT) + typesChartHeight(keys)}>
      {(width) => <Types {...props} width={width} />}
    </ChartSlot>
  );
}

/** A player's goals and minutes match by match, oldest first. */
export function PerMatchChart(props: { labels: string[]; goals: number[]; minutes: number[] }) {
  return (
    <ChartSlot height={LEGEND_HEIGHT + PER_MATCH_CHART_HEIGHT}>
      {(width) => <PerMatch {...props} width={width} />}
    </ChartSlot>
  );
}
