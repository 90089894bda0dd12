import type { TShotFigures } from '@futsal/shared/schemas/shot-figures';
import { COURT_ZONES, GOAL_MOUTH_ZONES } from '@futsal/shared/values/shots';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const pair = (a: number | string, b: number | string) => `${a} – ${b}`;

/** Shots, goals and xG by court zone, ours and the rival's: the zones' heat as figures. */
export function ZonesTable({ zones }: { zones: TShotFigures['zones'] }) {
  const { t } = useTranslation();
  const rows = COURT_ZONES.filter((z) => zones.for[z] || zones.against[z]);
  if (rows.length === 0) return null;
  return (
    <Table
      size="small"
      data-testid="shot-zones"
      sx={{ mt: 2, '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('shots.zones.zone')}</TableCell>
          <TableCell align="right">{t('shots.states.shots')}</TableCell>
          <TableCell align="right">{t('shots.states.goals')}</TableCell>
          <TableCell align="right">{t('shots.states.xg')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((z) => {
          const f = zones.for[z];
          const a = zones.against[z];
          return (
            <TableRow key={z}>
              <TableCell component="th" scope="row">
                {t(`shots.zone.${z}`)}
              </TableCell>
              <TableCell align="right">{pair(f?.shots ?? 0, a?.shots ?? 0)}</TableCell>
              <TableCell align="right">{pair(f?.goals ?? 0, a?.goals ?? 0)}</TableCell>
              <TableCell align="right">
                {pair((f?.xg ?? 0).toFixed(2), (a?.xg ?? 0).toFixed(2))}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Where in the goal the shots went: six cells, ours – the rival's. */
export function GoalMouthMap({ goalMouth }: { goalMouth: TShotFigures['goalMouth'] }) {
  const { t } = useTranslation();
  if (Object.keys(goalMouth.for).length + Object.keys(goalMouth.against).length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="goal-mouth-map">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('shots.goalMouthMap')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          maxWidth: 300,
          border: 4,
          borderBottom: 0,
          borderColor: 'text.secondary',
        }}
      >
        {GOAL_MOUTH_ZONES.map((z) => (
          <Box
            key={z}
            title={t(`shots.goalMouth.${z}`)}
            sx={{ p: 1, textAlign: 'center', border: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2">
              {pair(goalMouth.for[z] ?? 0, goalMouth.against[z] ?? 0)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Our shooters' shots, goals and xG, most xG first (at most ten). */
export function PlayersXgTable({
  players,
  names,
}: {
  players: TShotFigures['byPlayer'];
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  if (players.length === 0) return null;
  return (
    <Table size="small" data-testid="players-xg" sx={{ mt: 2, '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('shots.players.player')}</TableCell>
          <TableCell align="right">{t('shots.states.shots')}</TableCell>
          <TableCell align="right">{t('shots.states.goals')}</TableCell>
          <TableCell align="right">{t('shots.states.xg')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {players.slice(0, 10).map((p) => (
          <TableRow key={p.playerId}>
            <TableCell component="th" scope="row">
              {names.get(p.playerId) ?? '—'}
            </TableCell>
            <TableCell align="right">{p.shots}</TableCell>
            <TableCell align="right">{p.goals}</TableCell>
            <TableCell align="right">{p.xg.toFixed(2)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
