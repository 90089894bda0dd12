import type { TMatchResultRow } from '@futsal/shared/schemas/stats';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { matchBase } from '../../matches';
import { ResultBadge } from './FormBadges';

/** The latest finished matches, each opening its details. */
export function RecentResults({
  teamId,
  results,
  limit = 5,
}: {
  teamId: string;
  results: readonly TMatchResultRow[];
  limit?: number;
}) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding data-testid="recent-results">
      {results.slice(0, limit).map((r) => (
        <ListItem key={r.matchId} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={`${matchBase(teamId)}/${r.matchId}/details`}
            sx={{ borderRadius: 2, gap: 1.5, px: 1 }}
          >
            <ResultBadge result={r.result} size={26} />
            <ListItemText
              primary={`${r.isHome ? '' : '@ '}${r.opponent}`}
              secondary={`${formatDate(r.date, 'medium')} · ${r.competitionName ?? t(`labels.matchType.${r.type}`)}`}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
            <Typography
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {r.goalsFor} – {r.goalsAgainst}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
