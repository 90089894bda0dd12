import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelected, type TStore } from '../lib/selection-store';
import { useDense } from './bench-mode';
import type { TSelection } from './use-player-picker';
import { CardMark, type TSquadPlayer } from '../../matches';

interface Props {
  player: TSquadPlayer | undefined;
  id: string;
  where: 'court' | 'bench';
  /** The console's pending tap, which the tile reads itself: selected, or a target of it. */
  selection: TStore<TSelection>;
  disabled?: boolean;
  /** Booked (a yellow card): marked in the tile's corner. */
  cautioned?: boolean;
  /** Our goalkeeper on court: marked, since the court limit and the flying goalkeeper depend on it. */
  goalkeeper?: boolean;
  onTap: (id: string) => void;
}

/**
 * A tile's look, one static style per size: its states (selected, goalkeeper, target of a pending
 * action, disabled) are attribute selectors, not styles computed per render. A tap that selects a
 * tile then only changes an attribute, where a new computed style inserted a CSS rule and had the
 * whole console's styles recalculated in the tap's frame (issue 37's console taps).
 */
function tileSx(minHeight: number, court: boolean): SxProps<Theme> {
  return (theme) => ({
    minHeight,
    width: '100%',
    px: 0.75,
    py: 0.25,
    borderRadius: 2,
    display: 'flex',
    // The number above the name: the five on court share a phone's row, as do five of the bench.
    flexDirection: 'column',
    alignItems: 'center',
    gap: 0,
    justifyContent: 'center',
    textAlign: 'center',
    border: '2px solid',
    borderColor: 'divider',
    bgcolor: court
      ? alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.14 : 0.08)
      : 'background.paper',
    // A tap's answer shows in its own frame: a colour fade was a style and a paint in each frame
    // after it, and its transition events went through React's handlers (issue 37's console taps).
    transition: 'none',
    '&[data-target="true"]': { borderColor: alpha(theme.palette.warning.main, 0.8) },
    '&[data-goalkeeper="true"]': { borderColor: alpha(theme.palette.info.main, 0.9) },
    '&[data-selected="true"]': {
      borderColor: 'primary.main',
      bgcolor: alpha(theme.palette.primary.main, 0.18),
    },
    '&.Mui-disabled': { opacity: 0.5 },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  });
}
const COURT_SX = tileSx(56, true);
const COURT_DENSE_SX = tileSx(60, true);
const BENCH_SX = tileSx(44, false);

/**
 * The tiles' grid, on court and on the bench alike: five a row, sharing the panel's width. With a
 * 64 px floor alone, a tablet's half-screen panel held seven narrow tiles and cut "Jugador 2" to
 * "Jugad…" beside empty columns, and a 360 px phone put the fifth player on court on a row of its
 * own. The floor (56 px, over the 44 px of a touch target) only counts below 320 px.
 */
export const TILE_GRID_SX: SxProps<Theme> = {
  display: 'grid',
  gap: 0.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(56px, calc((100% - 16px) / 5)), 1fr))',
};

const GOALKEEPER_MARK_SX: SxProps<Theme> = (theme) => ({
  px: 0.5,
  borderRadius: 1,
  fontSize: '0.62rem',
  lineHeight: 1.4,
  fontWeight: 700,
  letterSpacing: 0.5,
  color: theme.palette.info.contrastText,
  bgcolor: 'info.main',
});

/**
 * "GK" beside our goalkeeper's number. Its own component: `useTranslation` checks the loaded
 * namespaces at each render, and a tile redraws at each tap that selects or clears it.
 */
function GoalkeeperMark({ id }: { id: string }) {
  'use memo';
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      data-testid={`goalkeeper-mark-${id}`}
      title={t('live.goalkeeper')}
      sx={GOALKEEPER_MARK_SX}
    >
      {t('live.goalkeeperShort')}
    </Box>
  );
}

/**
 * A tap target (≥ 44 px, court players larger): shirt number and name. It reads the pending tap
 * itself, so a selection redraws the tiles it changes and no panel (decision 0183); memoised on
 * its props, all plain values or of fixed identity.
 */
export const PlayerTile = memo(function PlayerTile({
  player,
  id,
  where,
  selection,
  disabled,
  cautioned,
  goalkeeper,
  onTap,
}: Props) {
  'use memo';
  const dense = useDense();
  const court = where === 'court';
  const selected = useSelected(selection, (s) => s.selected === id);
  // Any pending action takes a court player; only a card takes a substitute.
  const target = useSelected(selection, (s) =>
    court ? s.pick !== null : s.pick === 'yellow' || s.pick === 'red',
  );
  return (
    <ButtonBase
      data-testid={`${where}-player-${id}`}
      data-selected={selected ? 'true' : 'false'}
      data-goalkeeper={goalkeeper ? 'true' : undefined}
      data-target={target ? 'true' : undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onTap(id)}
      // The tile's answer to a tap is its selection: no ripple to build in the tap's frame.
      disableRipple
      disableTouchRipple
      sx={court ? (dense ? COURT_DENSE_SX : COURT_SX) : BENCH_SX}
    >
      {/* The goalkeeper's mark beside the number, not over it. */}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: court ? '1.35rem' : '1.05rem',
            lineHeight: 1.1,
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
            color: 'text.primary',
            '[data-selected="true"] > span > &': { color: 'primary.main' },
          }}
        >
          {player?.number ?? '·'}
        </Typography>
        {goalkeeper && <GoalkeeperMark id={id} />}
      </Box>
      <Typography
        component="span"
        className="player-tile-name"
        sx={{
          fontWeight: 500,
          fontSize: court ? '0.8rem' : '0.72rem',
          lineHeight: 1.15,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: '-webkit-box',
          WebkitLineClamp: 1,
          WebkitBoxOrient: 'vertical',
          wordBreak: 'break-all',
          maxWidth: '100%',
        }}
      >
        {player?.name ?? '—'}
      </Typography>
      {cautioned && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', position: 'absolute', top: 3, right: 3 }}
        >
          <CardMark color="yellow" />
        </Box>
      )}
    </ButtonBase>
  );
});
