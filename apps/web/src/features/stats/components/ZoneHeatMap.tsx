import { ZONE_LABEL_POINTS, zoneRuns, zoneShades } from '@futsal/shared/futsal/shot-maps';
import type { TShotFigures } from '@futsal/shared/schemas/shot-figures';
import { COURT_ZONES, type TCourtZone } from '@futsal/shared/values/shots';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaintMeasure } from '../lib/use-paint-measure';

type TZones = TShotFigures['zones']['for'];

/** One path per zone, in metres of the attacking half, built once from the engine's zones. */
let zonePaths: Record<TCourtZone, string> | null = null;
function pathsOfZones(): Record<TCourtZone, string> {
  if (zonePaths) return zonePaths;
  const out = Object.fromEntries(COURT_ZONES.map((z) => [z, ''])) as Record<TCourtZone, string>;
  for (const r of zoneRuns()) out[r.zone] += `M${r.x} ${r.y}h${r.w}v${r.h}h${-r.w}z`;
  zonePaths = out;
  return out;
}

/** The attacking half's markings: the area's arcs, the 10 m mark, the goal. */
const HALF_LINES =
  'M40 2.42A6 6 0 0 0 34 8.42L34 11.58A6 6 0 0 0 40 17.58M20 0V20M40 0V20M20 0H40M20 20H40';

/**
 * A zone heat map of one side's shots: the attacking half shaded by each zone's share of the
 * busiest zone, with its shots and goals written on it (decision 0170). The zones are the ones
 * the engine files shots in (zoneRuns), so a shade sits exactly where its shots were.
 */
function HalfCourt({ zones, side, title }: { zones: TZones; side: 'us' | 'rival'; title: string }) {
  const { t } = useTranslation();
  const paths = pathsOfZones();
  const shades = zoneShades(zones);
  const colour = side === 'us' ? 'var(--shot-us)' : 'var(--shot-rival)';
  const shown = COURT_ZONES.filter((z) => z !== 'own_half');
  const summary = COURT_ZONES.filter((z) => zones[z])
    .map((z) =>
      t('shots.heat.zoneSummary', {
        zone: t(`shots.zone.${z}`),
        shots: zones[z]?.shots ?? 0,
        goals: zones[z]?.goals ?? 0,
      }),
    )
    .join('; ');
  const own = zones.own_half;
  return (
    <Box sx={{ minWidth: 0 }} data-testid={`zone-heat-${side}`}>
      <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <svg
        viewBox="19.6 -0.4 21.6 20.8"
        role="img"
        aria-label={`${title}: ${summary || t('shots.heat.none')}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <rect x={20} y={0} width={20} height={20} fill="var(--court-fill)" />
        {shown.map((z) => (
          // The group's opacity, not the path's: strips of one zone overlap a hair (no seams
          // between them) and a group is composited once, so the overlaps do not darken.
          <g key={z} opacity={0.06 + 0.7 * (shades[z] ?? 0)}>
            <path
              d={paths[z]}
              data-zone={z}
              data-shots={zones[z]?.shots ?? 0}
              fill={colour}
              stroke={colour}
              strokeWidth={0.06}
            />
          </g>
        ))}
        <path d={HALF_LINES} fill="none" stroke="currentColor" strokeWidth={0.12} />
        <rect
          x={40}
          y={8.5}
          width={1}
          height={3}
          fill="none"
          stroke="currentColor"
          strokeWidth={0.12}
        />
        {shown.map((z) => {
          const c = zones[z];
          if (!c) return null;
          const { x, y } = ZONE_LABEL_POINTS[z];
          return (
            <text
              key={z}
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={1.25}
              fontWeight={600}
              fill="var(--heat-text)"
              aria-hidden
            >
              {`${c.shots}/${c.goals}`}
            </text>
          );
        })}
      </svg>
      {own && own.shots > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('shots.heat.ownHalf', { shots: own.shots, goals: own.goals })}
        </Typography>
      )}
    </Box>
  );
}

/** Zone heat maps, ours and (when given) the rival's, side by side: shots/goals per zone. */
export function ZoneHeatMap({
  zones,
  rival = true,
}: {
  zones: TShotFigures['zones'];
  /** False for a player's map: only our shots. */
  rival?: boolean;
}) {
  const { t } = useTranslation();
  usePaintMeasure('zone-heat');
  const any = Object.keys(zones.for).length + (rival ? Object.keys(zones.against).length : 0);
  if (any === 0) return null;
  return (
    <Box
      data-testid="zone-heat"
      sx={{
        mt: 2,
        color: 'text.secondary',
        '--court-fill': (th) => (th.palette.mode === 'dark' ? '#1d3326' : '#e6f2e9'),
        '--shot-us': (th) => th.palette.primary.main,
        '--shot-rival': (th) => th.palette.error.main,
        '--heat-text': (th) => th.palette.text.primary,
      }}
    >
      <Typography variant="subtitle2">{t('shots.heat.title')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('shots.heat.key')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: rival ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          maxWidth: rival ? 560 : 280,
        }}
      >
        <HalfCourt zones={zones.for} side="us" title={t('shots.heat.for')} />
        {rival && <HalfCourt zones={zones.against} side="rival" title={t('shots.heat.against')} />}
      </Box>
    </Box>
  );
}
