import type { TCalendarEntry } from '@futsal/shared/schemas/calendar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from '../../../i18n/dates';
import { firstUpper } from '../../../lib/first-upper';
import { entriesByDay } from '../lib/calendar-range';
import { EntryChip } from './EntryChip';

interface Props {
  days: readonly Dayjs[];
  entries: readonly TCalendarEntry[];
  /** The month shown (days of other months are dimmed); none for a week. */
  month?: number;
  teamId: string;
  onTraining: (id: string) => void;
  /** A day opens a new training there; absent for roles that may not add one (decision 0181). */
  onDay?: (day: string) => void;
}

/** The days by week, seven a row. */
function weeks<T>(days: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** The week or month as seven columns, Monday first; a day's empty space adds a training. */
export function CalendarGrid({ days, entries, month, teamId, onTraining, onDay }: Props) {
  const byDay = entriesByDay(entries);
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Box
      role="grid"
      data-testid="calendar-grid"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      {/* Rows of display: contents: the grid's cells stay the CSS grid's items, and a grid's
          cells sit in rows as its role requires (axe: aria-required-children). */}
      <Box role="row" sx={{ display: 'contents' }}>
        {days.slice(0, 7).map((d) => (
          <Box
            key={`h${d.format('d')}`}
            role="columnheader"
            sx={{ p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'center' }}
          >
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {firstUpper(d.format('ddd'))}
            </Typography>
          </Box>
        ))}
      </Box>
      {weeks(days).map((week) => (
        <Box role="row" key={week[0]?.format('YYYY-MM-DD')} sx={{ display: 'contents' }}>
          {week.map((d) => {
            const key = d.format('YYYY-MM-DD');
            const outside = month !== undefined && d.month() !== month;
            return (
              <Box
                key={key}
                role="gridcell"
                data-day={key}
                sx={{
                  minHeight: month === undefined ? 220 : 110,
                  p: 0.75,
                  borderTop: 1,
                  borderLeft: d.day() === 1 ? 0 : 1,
                  borderColor: 'divider',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.5,
                  bgcolor: outside ? 'action.hover' : undefined,
                }}
              >
                <Typography
                  {...(onDay
                    ? {
                        component: 'button',
                        type: 'button',
                        onClick: () => onDay(key),
                        'aria-label': formatDate(d, 'medium'),
                      }
                    : { component: 'span' })}
                  variant="caption"
                  sx={{
                    alignSelf: 'flex-start',
                    border: 0,
                    cursor: onDay ? 'pointer' : 'default',
                    borderRadius: 99,
                    px: 0.75,
                    font: 'inherit',
                    fontWeight: key === today ? 700 : 400,
                    color: key === today ? 'primary.contrastText' : 'text.secondary',
                    bgcolor: key === today ? 'primary.main' : 'transparent',
                  }}
                >
                  {d.format('D')}
                </Typography>
                {(byDay.get(key) ?? []).map((e) => (
                  <EntryChip key={e.id} entry={e} teamId={teamId} onTraining={onTraining} />
                ))}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
