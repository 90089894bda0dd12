import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TPlayer } from '@futsal/shared/schemas/player';
import { TEAM_EVENT_TYPES } from '@futsal/shared/values/stats';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/dates';
import type { TCompetition } from '@futsal/shared/schemas/competition';
import { hasFilters, type TEventsFilters, type TFilterField } from '../lib/events-filters';

interface Props {
  filters: TEventsFilters;
  onChange: (field: TFilterField, value: string | undefined) => void;
  onClear: () => void;
  players: readonly Pick<TPlayer, 'id' | 'name' | 'number'>[];
  matches: readonly Pick<TMatch, 'id' | 'opponent' | 'date'>[];
  competitions: readonly Pick<TCompetition, 'id' | 'name'>[];
}

interface SelectProps {
  field: TFilterField;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: Props['onChange'];
}

function FilterSelect({ field, label, value, options, onChange }: SelectProps) {
  const { t } = useTranslation();
  // A value from the URL that no option names yet (lists still loading) stays selected, shown blank.
  const known = !value || options.some((o) => o.value === value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(field, e.target.value || undefined)}
      slotProps={{
        select: { SelectDisplayProps: { 'data-testid': `events-filter-${field}` } as object },
      }}
    >
      <MenuItem value="">
        <em>{t('teamEvents.filters.all')}</em>
      </MenuItem>
      {!known && value && <MenuItem value={value}>…</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} data-testid={`events-option-${field}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Type, player, match and competition; each change goes to the URL (the page reads it back). */
export function EventsFilters({
  filters,
  onChange,
  onClear,
  players,
  matches,
  competitions,
}: Props) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) auto',
        },
      }}
      data-testid="events-filters"
    >
      <FilterSelect
        field="type"
        label={t('teamEvents.filters.type')}
        value={filters.type}
        onChange={onChange}
        options={TEAM_EVENT_TYPES.map((type) => ({
          value: type,
          label: t(`matches.eventTypes.${type}`),
        }))}
      />
      <FilterSelect
        field="playerId"
        label={t('teamEvents.filters.player')}
        value={filters.playerId}
        onChange={onChange}
        options={players.map((p) => ({ value: p.id, label: `${p.number} · ${p.name}` }))}
      />
      <FilterSelect
        field="matchId"
        label={t('teamEvents.filters.match')}
        value={filters.matchId}
        onChange={onChange}
        options={matches.map((m) => ({
          value: m.id,
          label: `${formatDate(m.date, 'short')} · ${m.opponent}`,
        }))}
      />
      <FilterSelect
        field="competitionId"
        label={t('teamEvents.filters.competition')}
        value={filters.competitionId}
        onChange={onChange}
        options={competitions.map((c) => ({ value: c.id, label: c.name }))}
      />
      <Button
        onClick={onClear}
        disabled={!hasFilters(filters)}
        startIcon={<FilterAltOffRounded />}
        data-testid="events-clear-filters"
        sx={{ justifySelf: { xs: 'start', lg: 'auto' }, gridColumn: { xs: '1 / -1', lg: 'auto' } }}
      >
        {t('teamEvents.filters.clear')}
      </Button>
    </Box>
  );
}
