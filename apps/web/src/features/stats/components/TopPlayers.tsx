import type { TPlayerStatsLine } from '@futsal/shared/schemas/stats';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { minutes } from '../lib/format';

type TMetric = 'goals' | 'assists' | 'minutes';
const value = (p: TPlayerStatsLine, m: TMetric) =>
  m === 'minutes' ? minutes(p.secondsPlayed) : p[m];

function Leaders({
  teamId,
  players,
  metric,
}: {
  teamId: string;
  players: readonly TPlayerStatsLine[];
  metric: TMetric;
}) {
  const { t } = useTranslation();
  const top = players
    .filter((p) => value(p, metric) > 0)
    .sort((a, b) => value(b, metric) - value(a, metric) || a.name.localeCompare(b.name))
    .slice(0, 5);
  return (
    <Box sx={{ minWidth: 0 }} data-testid={`top-${metric}`}>
      <Typography variant="overline" color="text.secondary">
        {t(`stats.top.${metric}`)}
      </Typography>
      {top.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      ) : (
        <List dense disablePadding>
          {top.map((p, i) => (
            <ListItem key={p.playerId} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/teams/${teamId}/players/${p.playerId}/stats`}
                sx={{ borderRadius: 2, px: 1 }}
              >
                <Typography sx={{ width: 22, color: 'text.secondary', fontWeight: 600 }}>
                  {i + 1}
                </Typography>
                <ListItemText
                  primary={p.name}
                  secondary={p.number !== null ? `#${p.number}` : undefined}
                  slotProps={{ primary: { noWrap: true } }}
                />
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {value(p, metric)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Top scorers, assisters and minutes played. */
export function TopPlayers({
  teamId,
  players,
}: {
  teamId: string;
  players: readonly TPlayerStatsLine[];
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(3, minmax(0,1fr))' },
      }}
    >
      <Leaders teamId={teamId} players={players} metric="goals" />
      <Leaders teamId={teamId} players={players} metric="assists" />
      <Leaders teamId={teamId} players={players} metric="minutes" />
    </Box>
  );
}
