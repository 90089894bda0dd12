import type { TCalendarEntry } from '@futsal/shared/schemas/calendar';
import FitnessCenterRounded from '@mui/icons-material/FitnessCenterRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What an entry is called: the rival for a match, the focus for a training. */
export function useEntryTitle() {
  const { t } = useTranslation();
  return (e: TCalendarEntry) =>
    e.kind === 'match'
      ? t(e.isHome ? 'calendar.match.home' : 'calendar.match.away', { opponent: e.opponent })
      : e.focus
        ? t('calendar.trainingFocus', { focus: e.focus })
        : t('calendar.training');
}

interface Props {
  entry: TCalendarEntry;
  teamId: string;
  onTraining: (id: string) => void;
  /** A roomier chip with the place, for the phone's list. */
  detailed?: boolean;
}

/** One match (a link to its call-up) or training (opens its form) in the calendar. */
export function EntryChip({ entry, teamId, onTraining, detailed }: Props) {
  const { t } = useTranslation();
  const title = useEntryTitle()(entry);
  const cancelled = entry.status === 'cancelled';
  const isMatch = entry.kind === 'match';
  const Icon = isMatch ? SportsSoccerRounded : FitnessCenterRounded;
  const linkProps = isMatch
    ? { component: Link, to: `/teams/${teamId}/calendar/match/${entry.id}` }
    : { onClick: () => onTraining(entry.id) };
  return (
    <ButtonBase
      {...linkProps}
      data-testid={`calendar-entry-${entry.kind}`}
      data-entry-id={entry.id}
      aria-label={`${dayjs(entry.startsAt).format('HH:mm')} ${title}${cancelled ? ` (${t('calendar.cancelled')})` : ''}`}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.75,
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderRadius: 1.5,
        px: 0.75,
        py: detailed ? 1 : 0.5,
        borderLeft: 3,
        borderColor: isMatch ? 'primary.main' : 'secondary.main',
        bgcolor: 'action.hover',
        opacity: cancelled ? 0.7 : 1,
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Icon
        fontSize="small"
        sx={{ mt: 0.25, color: isMatch ? 'primary.main' : 'secondary.main' }}
      />
      <span style={{ minWidth: 0 }}>
        <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {dayjs(entry.startsAt).format('HH:mm')}
          {cancelled && ` · ${t('calendar.cancelled')}`}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          sx={{
            display: 'block',
            textDecoration: cancelled ? 'line-through' : 'none',
            overflowWrap: 'break-word',
            hyphens: 'auto',
          }}
        >
          {title}
        </Typography>
        {detailed && entry.place && (
          <Typography variant="caption" component="span" color="text.secondary">
            {entry.place}
          </Typography>
        )}
      </span>
    </ButtonBase>
  );
}
