import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { EVENT_GROUPS, type TEventGroup } from '../lib/event-groups';

export type TTimelineFilter = TEventGroup | 'all';

/** One chip per group of events with its count; groups with nothing logged are left out. */
export function TimelineFilter({
  value,
  counts,
  total,
  onChange,
}: {
  value: TTimelineFilter;
  counts: Record<TEventGroup, number>;
  total: number;
  onChange: (value: TTimelineFilter) => void;
}) {
  const { t } = useTranslation();
  const groups = EVENT_GROUPS.filter((g) => counts[g] > 0);
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('matches.timelineFilter.label')}
      sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}
      data-testid="timeline-filter"
    >
      {(['all', ...groups] as const).map((g) => (
        <Chip
          key={g}
          clickable
          data-testid={`timeline-filter-${g}`}
          aria-pressed={value === g}
          color={value === g ? 'primary' : 'default'}
          variant={value === g ? 'filled' : 'outlined'}
          label={`${t(`matches.timelineFilter.${g}`)} · ${g === 'all' ? total : counts[g]}`}
          onClick={() => onChange(g)}
        />
      ))}
    </Stack>
  );
}
