import { FutsalCourt } from '../../../components/court/FutsalCourt';
import type { TMapShot } from '@futsal/shared/schemas/shot-figures';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a shot is drawn, in metres: ours attack the right goal, the rival's the left one (their
 * frame turned round), so one court shows both.
 */
export function mapPoint(s: Pick<TMapShot, 'x' | 'y' | 'side'>): { cx: number; cy: number } {
  const x = s.x ?? 0;
  const y = s.y ?? 0;
  return s.side === 'us' ? { cx: x * 40, cy: y * 20 } : { cx: (1 - x) * 40, cy: (1 - y) * 20 };
}

/** A circle as a path's subpath: two half arcs from its leftmost point. */
const ring = (cx: number, cy: number, r: number) =>
  `M${(cx - r).toFixed(2)} ${cy.toFixed(2)}a${r.toFixed(2)} ${r.toFixed(2)} 0 1 0 ${(2 * r).toFixed(2)} 0` +
  `a${r.toFixed(2)} ${r.toFixed(2)} 0 1 0 ${(-2 * r).toFixed(2)} 0`;

const GROUPS = [
  { side: 'rival', goal: false },
  { side: 'us', goal: false },
  { side: 'rival', goal: true },
  { side: 'us', goal: true },
] as const;

/**
 * One path per side and kind, not an element per dot: 2,000 shots are four DOM nodes, which
 * render within the bench's 100 ms at CPU ×4 where 2,000 circles did not (bench/shot-map.ts).
 */
const Dots = memo(function Dots({ shots }: { shots: readonly TMapShot[] }) {
  return (
    <g>
      {GROUPS.map(({ side, goal }) => {
        const mine = shots.filter((s) => s.side === side && s.goal === goal);
        if (mine.length === 0) return null;
        const d = mine
          .map((s) => {
            const { cx, cy } = mapPoint(s);
            return ring(cx, cy, 0.3 + Math.sqrt(s.xg) * 0.9);
          })
          .join('');
        const colour = side === 'us' ? 'var(--shot-us)' : 'var(--shot-rival)';
        return (
          <path
            key={`${side}-${goal}`}
            data-side={side}
            data-goal={goal || undefined}
            data-count={mine.length}
            d={d}
            fill={goal ? colour : 'none'}
            fillOpacity={0.85}
            stroke={colour}
            strokeWidth={0.12}
          />
        );
      })}
    </g>
  );
});

/** The shot map: every placed shot of both teams, goals filled, the dot's size its xG. */
export function ShotMap({
  shots,
  leftOff = 0,
  testid = 'shot-map',
  rival = true,
}: {
  shots: readonly TMapShot[];
  leftOff?: number;
  testid?: string;
  /** False for a player's map: only our shots, so no rival key. */
  rival?: boolean;
}) {
  const { t } = useTranslation();
  // The bench (bench/shot-map.ts) reads how long the map's first render takes to reach the screen.
  const [start] = useState(() => performance.now());
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => performance.measure('shot-map', { start }));
    return () => cancelAnimationFrame(frame);
  }, [start]);
  return (
    <Box
      data-testid={testid}
      sx={{
        color: 'text.secondary',
        '--court-fill': (th) => (th.palette.mode === 'dark' ? '#1d3326' : '#e6f2e9'),
        '--shot-us': (th) => th.palette.primary.main,
        '--shot-rival': (th) => th.palette.error.main,
      }}
    >
      <FutsalCourt
        aria-label={t('shots.map.label', { count: shots.length })}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <Dots shots={shots} />
      </FutsalCourt>
      <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {rival && <Legend colour="var(--shot-rival)" label={t('shots.map.against')} />}
        <Legend colour="var(--shot-us)" label={t('shots.map.for')} />
        <Typography variant="caption" color="text.secondary">
          {t('shots.map.key')}
        </Typography>
        {leftOff > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('shots.map.leftOff', { count: leftOff })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
      <Box
        component="span"
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: colour,
          display: 'inline-block',
        }}
      />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}
