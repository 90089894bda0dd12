import { LIMITS } from '@futsal/shared/limits';
import { freshestFirst } from '@futsal/shared/futsal/rotations';
import type { TMatchState, TPlayerRotation } from '@futsal/shared/futsal/types';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import SportsHandballRounded from '@mui/icons-material/SportsHandballRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlayerIndex } from '../../matches';
import { useTeamQuery } from '../../teams';
import { ConsoleSection } from './ConsoleSection';
import { clockText, workRestText } from './rotation-format';

const KEY = 'futsal.live.rotationsOpen';

function useOpen() {
  'use memo';
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(KEY) !== '0';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(KEY, open ? '1' : '0');
    } catch {
      // Private mode without storage: the choice lasts this page only.
    }
  }, [open]);
  return [open, setOpen] as const;
}

/**
 * The rows' looks, once for the board: a row redraws at every second of its stint or rest, so it
 * is plain elements (the time's text changes, nothing else) rather than MUI parts that compute
 * their styles on each render (decision 0183).
 */
const rowStyles = (theme: Theme) => ({
  // Inside the board's `sx`: the theme's units, as a Box's own would be.
  '& .rb-row': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0,1fr) auto auto',
    alignItems: 'center',
    columnGap: 1,
    px: 0.5,
    borderRadius: 1,
    minHeight: 24,
    typography: 'body2',
  },
  // A quiet alert: a thin bar, a faint tint and the time in the warning colour; no sound, no
  // banner (those are for the Laws).
  '& .rb-row[data-past-target]': {
    backgroundColor: alpha(theme.palette.warning.main, 0.14),
    boxShadow: `inset 3px 0 0 ${theme.palette.warning.main}`,
  },
  '& .rb-name': {
    display: 'flex',
    alignItems: 'center',
    gap: 0.5,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .rb-aside': { typography: 'caption', color: 'text.secondary' },
  '& .rb-time': {
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
    minWidth: 40,
    textAlign: 'end',
  },
  '& .rb-row[data-past-target] .rb-time': { color: 'warning.main' },
});

function Row({
  testid,
  name,
  main,
  aside,
  alert,
  flying,
}: {
  testid: string;
  name: string;
  main: string;
  aside?: string;
  alert?: boolean;
  flying?: boolean;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <div className="rb-row" data-testid={testid} data-past-target={alert ? 'true' : undefined}>
      <span className="rb-name">
        {flying && (
          <SportsHandballRounded
            fontSize="inherit"
            titleAccess={t('live.rotations.flying')}
            data-testid={`${testid}-flying`}
          />
        )}
        {name}
      </span>
      <span className="rb-aside" title={aside && t('live.rotations.workRest')}>
        {aside}
      </span>
      <span className="rb-time" data-testid={`${testid}-time`}>
        {main}
      </span>
    </div>
  );
}

/**
 * The live rotation board (issue 37): each court player's current stint against the team's
 * target, each bench player's rest since leaving and work:rest, freshest first. Every figure is
 * the engine's, at the console's clock: it ticks with it and stops with it.
 */
export function RotationBoard({
  state,
  players,
  teamId,
}: {
  state: Pick<TMatchState, 'onCourt' | 'bench' | 'rotations' | 'flyingGoalkeeper'>;
  players: TPlayerIndex;
  teamId: string;
}) {
  'use memo';
  const { t } = useTranslation();
  const team = useTeamQuery(teamId);
  const target = team.data?.targetStintSec ?? LIMITS.team.defaultTargetStintSec;
  const [open, setOpen] = useOpen();
  const name = (id: string) => {
    const p = players[id];
    return p ? `${p.number ?? ''} ${p.name}`.trim() : '?';
  };
  const rotation = (id: string): TPlayerRotation | undefined => state.rotations[id];
  const unnamedFlying =
    state.flyingGoalkeeper.active && !state.onCourt.some((id) => rotation(id)?.flyingNow);
  return (
    <ConsoleSection
      testid="rotation-board"
      title={`${t('live.rotations.title')} · ${t('live.rotations.target', { time: clockText(target) })}`}
      action={
        <IconButton
          size="small"
          aria-expanded={open}
          aria-label={t(open ? 'live.rotations.hide' : 'live.rotations.show')}
          data-testid="rotation-board-toggle"
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
        </IconButton>
      }
    >
      {open && (
        <Box
          sx={(theme) => ({
            ...rowStyles(theme),
            display: 'grid',
            gap: { xs: 0.5, sm: 1.5 },
            gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'minmax(0,1fr) minmax(0,1fr)' },
          })}
        >
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('live.rotations.court')}
              {unnamedFlying && ` · ${t('live.rotations.flying')}`}
            </Typography>
            {state.onCourt.map((id) => {
              const r = rotation(id);
              const stint = r?.currentStintSec ?? 0;
              return (
                <Row
                  key={id}
                  testid={`rotation-court-${id}`}
                  name={name(id)}
                  main={clockText(stint)}
                  alert={stint > target}
                  flying={r?.flyingNow}
                />
              );
            })}
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('live.rotations.bench')}
            </Typography>
            {freshestFirst(state.bench, state.rotations).map((id) => {
              const r = rotation(id);
              const rest = r?.restSinceSec;
              return (
                <Row
                  key={id}
                  testid={`rotation-bench-${id}`}
                  name={name(id)}
                  main={rest == null ? t('live.rotations.fresh') : clockText(rest)}
                  aside={r && r.workSec > 0 ? workRestText(r.workSec, r.restSec) : undefined}
                />
              );
            })}
          </Box>
        </Box>
      )}
    </ConsoleSection>
  );
}
