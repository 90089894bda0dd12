import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';

/**
 * What a chart shows and how tall it is, without the charting library: the page lays out a
 * chart's place, or its "no goals" line, before the library loads (decision 0102).
 */

type TGoals = TTeamStatsResponse['goals'];
export type TTypesData = {
  for: Partial<Record<string, number>>;
  against: Partial<Record<string, number>>;
};

export const BAND_CHART_HEIGHT = 260;
export const PERIOD_CHART_HEIGHT = 220;
export const PER_MATCH_CHART_HEIGHT = 260;
/** The legend MUI X Charts puts above a chart of two series (measured: e2e/stats.e2e.ts). */
export const LEGEND_HEIGHT = 29;
/** The extra-time line under the bands chart (a caption: 12 px at 1.66). */
export const CAPTION_HEIGHT = 20;

/** The types with a goal for or against, in the reply's order. */
export function typeKeys(data: TTypesData): string[] {
  return [...new Set([...Object.keys(data.for), ...Object.keys(data.against)])].filter(
    (k) => (data.for[k] ?? 0) + (data.against[k] ?? 0) > 0,
  );
}

export const typesChartHeight = (keys: readonly string[]) => Math.max(160, 48 + keys.length * 36);

/** First and second halves always; extra time only when it was played. */
export function periodsShown(byPeriod: TGoals['byPeriod']): TGoals['byPeriod'] {
  return byPeriod.filter(
    (p) => p.period === 'first' || p.period === 'second' || p.for + p.against > 0,
  );
}

export const extraTimeGoals = (goals: TGoals) => goals.extraTime.for + goals.extraTime.against > 0;

export const bandsHaveGoals = (goals: TGoals) =>
  goals.byBand.some((b) => b.for + b.against > 0) || extraTimeGoals(goals);
