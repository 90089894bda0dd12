import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerAttendanceQuery } from '../../api/get-player-attendance';
import { useStatsFilters } from '../../lib/use-stats-filters';
import { ChartSlot } from '../ChartSlot';
import { LEGEND_HEIGHT } from '../chart-data';
import { Section } from '../Section';
import { AttendanceFigures } from './AttendanceFigures';
import { StatusSpells } from './StatusSpells';

const Chart = lazy(() => import('./load-chart').then((m) => ({ default: m.LoadChart })));
/** The chart's height (load-chart.tsx's LOAD_CHART_HEIGHT), kept here so the page loads no chart code first. */
const CHART_HEIGHT = LEGEND_HEIGHT + 240;
/** The figures' height: the table's head and two rows, and the reasons' line. */
const FIGURES_HEIGHT = 150;
const RANGES = ['season', '90d', '30d'] as const;

/**
 * Issue 39: the player's attendance (trainings and matches) and weekly load over the period
 * in the page's URL (the statistics' filter), with the current medical status beside the load.
 */
export function AttendanceCard({ playerId, status }: { playerId: string; status: ReactNode }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useStatsFilters();
  const query = usePlayerAttendanceQuery(playerId, filters);
  const data = query.data;
  const range = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={filters.range}
      onChange={(_, range: (typeof RANGES)[number] | null) =>
        range && setFilters((cur) => ({ ...cur, range, from: undefined, to: undefined }))
      }
      aria-label={t('stats.filters.range')}
    >
      {RANGES.map((r) => (
        <ToggleButton key={r} value={r} sx={{ px: 1.25, py: 0.25 }}>
          {t(`stats.filters.ranges.${r}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <Section title={t('stats.attendance.title')} testid="player-attendance">
      {/* Under the title, not beside it: a phone has no room for both on one line. */}
      <Box sx={{ display: 'flex', justifyContent: { sm: 'flex-end' }, mt: -1, mb: 1.5 }}>
        {range}
      </Box>
      {query.isError ? (
        <Alert severity="error">{t('stats.attendance.loadError')}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={FIGURES_HEIGHT} sx={{ bgcolor: 'action.hover' }} />
      ) : (
        <Box sx={{ minHeight: FIGURES_HEIGHT }}>
          <AttendanceFigures data={data} />
        </Box>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mt: 2.5, mb: 1, flexWrap: 'wrap', rowGap: 1 }}
      >
        <EventAvailableRounded color="primary" fontSize="small" />
        <Typography component="h3" sx={{ fontWeight: 600, flex: '1 0 auto' }}>
          {t('stats.attendance.load')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('stats.attendance.status')}
          </Typography>
          {status}
        </Stack>
      </Stack>
      {data && !query.isError ? (
        <ChartSlot height={CHART_HEIGHT}>
          {(width) => <Chart weeks={data.weeks} width={width} />}
        </ChartSlot>
      ) : (
        <Skeleton variant="rounded" height={CHART_HEIGHT} sx={{ bgcolor: 'action.hover' }} />
      )}
      {data && data.spells.length > 0 && <StatusSpells spells={data.spells} />}
      <Typography variant="caption" color="text.secondary">
        {t('stats.attendance.note')}
      </Typography>
    </Section>
  );
}
