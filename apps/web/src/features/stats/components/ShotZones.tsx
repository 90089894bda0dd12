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
import { usePaintMeasure } from '../lib/use-paint-measure';

/** Shots, goals and xG by court zone, ours and the rival's: the zones' heat as figures. */
export function ZonesTable({
  zones,
  rival = true,
}: {
  zones: TShotFigures['zones'];
  /** False for a player's table: our figures alone, not pairs. */
  rival?: boolean;
}) {
  const { t } = useTranslation();
  const pair = (a: number | string, b: number | string) => (rival ? `${a} – ${b}` : String(a));
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

type TMouth = TShotFigures['goalMouth']['for'];

/** One goal seen from the shooter, its six parts shaded by their share of the busiest. */
function GoalFrame({
  counts,
  side,
  title,
}: {
  counts: TMouth;
  side: 'us' | 'rival';
  title: string;
}) {
  const { t } = useTranslation();
  const max = Math.max(0, ...GOAL_MOUTH_ZONES.map((z) => counts[z] ?? 0));
  const colour = side === 'us' ? 'primary.main' : 'error.main';
  return (
    <Box sx={{ minWidth: 0 }} data-testid={`goal-mouth-${side}`}>
      <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        role="list"
        aria-label={title}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          // The goal is 3 m × 2 m (Law 1): its mouth keeps that shape.
          aspectRatio: '3 / 2',
          border: 4,
          borderBottom: 0,
          borderColor: 'text.secondary',
        }}
      >
        {GOAL_MOUTH_ZONES.map((z) => {
          const n = counts[z] ?? 0;
          return (
            <Box
              key={z}
              role="listitem"
              aria-label={`${t(`shots.goalMouth.${z}`)}: ${n}`}
              data-zone={z}
              sx={{
                position: 'relative',
                display: 'grid',
                placeItems: 'center',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  inset: 0,
                  bgcolor: colour,
                  opacity: max > 0 ? (0.7 * n) / max : 0,
                }}
              />
              <Typography
                variant="body2"
                sx={{ position: 'relative', fontWeight: 600 }}
                aria-hidden
              >
                {n}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * Where in the goal the shots went (the optional goal-mouth zone of a shot's place): ours and,
 * unless `rival` is false, the rival's, each goal seen from its shooter.
 */
export function GoalMouthMap({
  goalMouth,
  rival = true,
}: {
  goalMouth: TShotFigures['goalMouth'];
  rival?: boolean;
}) {
  const { t } = useTranslation();
  usePaintMeasure('goal-mouth');
  const any =
    Object.keys(goalMouth.for).length + (rival ? Object.keys(goalMouth.against).length : 0);
  if (any === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="goal-mouth-map">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('shots.goalMouthMap')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: rival ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          maxWidth: rival ? 420 : 200,
        }}
      >
        <GoalFrame counts={goalMouth.for} side="us" title={t('shots.heat.for')} />
        {rival && (
          <GoalFrame counts={goalMouth.against} side="rival" title={t('shots.heat.against')} />
        )}
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
