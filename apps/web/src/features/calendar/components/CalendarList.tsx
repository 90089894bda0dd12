import type { TCalendarEntry } from '@futsal/shared/schemas/calendar';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/dates';
import { firstUpper } from '../../../lib/first-upper';
import { entriesByDay } from '../lib/calendar-range';
import { EntryChip } from './EntryChip';

interface Props {
  entries: readonly TCalendarEntry[];
  teamId: string;
  onTraining: (id: string) => void;
}

/** On phones: the range's days that hold something, each with its entries. */
export function CalendarList({ entries, teamId, onTraining }: Props) {
  const { t } = useTranslation();
  const byDay = [...entriesByDay(entries)];
  if (byDay.length === 0) {
    return (
      <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="calendar-empty">
        <Typography color="text.secondary">{t('calendar.empty')}</Typography>
      </Card>
    );
  }
  return (
    <Stack spacing={2} data-testid="calendar-list">
      {byDay.map(([day, list]) => (
        <section key={day} aria-label={formatDate(day, 'medium')}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 0.75 }}>
            {firstUpper(dayjs(day).format('dddd, D MMM'))}
          </Typography>
          <Stack spacing={0.75}>
            {list.map((e) => (
              <EntryChip key={e.id} entry={e} teamId={teamId} onTraining={onTraining} detailed />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
