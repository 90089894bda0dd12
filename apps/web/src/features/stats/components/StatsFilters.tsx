import { STATS_RANGES, VENUES } from '@futsal/shared/values/stats';
import type { TStatsPeriod } from '@futsal/shared/schemas/stats';
import { MATCH_TYPES } from '@futsal/shared/values/match';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/dates';
import { useTeamCompetitionsQuery } from '../../competitions';
import type { TStatsFilterState } from '../lib/stats-query';
import type { TStatsFilterUpdate } from '../lib/use-stats-filters';
import { CUSTOM_RANGE_SX } from './custom-range-sx';

const ISO = 'YYYY-MM-DD';
const ALL = '';

const CustomRange = lazy(() => import('./CustomRangeFields'));

interface Props {
  teamId: string;
  value: TStatsFilterState;
  onChange: (update: TStatsFilterUpdate) => void;
  /** The period the server resolved, shown under the filters. */
  period?: TStatsPeriod;
  /** Hide the competition filter (a player's page keeps it, a match has none). */
  showCompetition?: boolean;
}

/**
 * Range, competition, match type and venue. The type filter is always in
 * view, and says when friendlies are counted, so totals never mix them silently.
 */
export function StatsFilters({ teamId, value, onChange, period, showCompetition = true }: Props) {
  const { t } = useTranslation();
  const competitions = useTeamCompetitionsQuery(showCompetition ? teamId : undefined);
  const set = (patch: Partial<TStatsFilterState>) => onChange((cur) => ({ ...cur, ...patch }));

  const setRange = (range: TStatsFilterState['range'] | null) => {
    if (!range) return;
    if (range !== 'custom') return set({ range, from: undefined, to: undefined });
    const to = value.to ?? dayjs().format(ISO);
    set({ range, to, from: value.from ?? dayjs(to).subtract(30, 'day').format(ISO) });
  };
  const setDate = (field: 'from' | 'to', iso: string) => {
    onChange((cur) => {
      const next = { ...cur, range: 'custom' as const, [field]: iso };
      // Keep the range valid: moving one end past the other drags it along.
      if (next.from && next.to && next.from > next.to) {
        if (field === 'from') next.to = iso;
        else next.from = iso;
      }
      return next;
    });
  };

  const select = (
    id: string,
    label: string,
    current: string | undefined,
    options: { value: string; label: string }[],
    apply: (v: string | undefined) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={current ?? ALL}
      onChange={(e) => apply(e.target.value === ALL ? undefined : e.target.value)}
      slotProps={{
        select: { displayEmpty: true, inputProps: { 'data-testid': `filter-${id}` } },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: { xs: 0, sm: 170 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <MenuItem value={ALL}>{t(`stats.filters.all.${id}`)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}
      data-testid="stats-filters"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={value.range}
          onChange={(_, v: TStatsFilterState['range'] | null) => setRange(v)}
          aria-label={t('stats.filters.range')}
          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.5, textTransform: 'none' } }}
        >
          {STATS_RANGES.map((r) => (
            <ToggleButton key={r} value={r} data-testid={`range-${r}`}>
              {t(`stats.filters.ranges.${r}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {value.range === 'custom' && (
          // The pickers load when the custom range is chosen: they were half of every
          // statistics page's code (decision 0102).
          <Suspense fallback={<Skeleton variant="rounded" height={40} sx={CUSTOM_RANGE_SX} />}>
            <CustomRange from={value.from} to={value.to} onChange={setDate} />
          </Suspense>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
        {showCompetition &&
          select(
            'competition',
            t('stats.filters.competition'),
            value.competitionId,
            (competitions.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            (v) => set({ competitionId: v }),
          )}
        {select(
          'type',
          t('stats.filters.type'),
          value.type,
          MATCH_TYPES.map((m) => ({ value: m, label: t(`labels.matchType.${m}`) })),
          (v) => set({ type: v as TStatsFilterState['type'] }),
        )}
        {select(
          'venue',
          t('stats.filters.venue'),
          value.venue,
          VENUES.map((v) => ({ value: v, label: t(`labels.venue.${v}`) })),
          (v) => set({ venue: v as TStatsFilterState['venue'] }),
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1 }}
        data-testid="stats-period"
      >
        {/* The dates have a line of their own, held by a skeleton until the figures come: as a
            prefix they made the line wrap once they arrived, and the page jumped (decision 0101). */}
        <Box component="span" sx={{ display: 'block' }}>
          {period ? (
            `${formatDate(period.from, 'medium')} – ${formatDate(period.to, 'medium')}`
          ) : (
            <Skeleton component="span" sx={{ display: 'inline-block', width: '12em' }} />
          )}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {value.type
            ? t('stats.filters.onlyType', { type: t(`labels.matchType.${value.type}`) })
            : t('stats.filters.friendliesIncluded')}
        </Box>
      </Typography>
    </Paper>
  );
}
