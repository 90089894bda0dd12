import {
  COURT_ZONES,
  GOAL_MOUTH_ZONES,
  ZONE_LABEL_POINTS,
  zoneRuns,
  zoneShades,
  type TCourtZone,
  type TShotFigures,
} from '@futsal/shared';
import type { Content } from 'pdfmake/interfaces';
import { COLORS } from './report-format';

/** Points per metre of the half court: 20 m across is 150 pt, two maps fit a column. */
const S = 7.5;
const HALF_W = 20 * S;

/** `hex` mixed with white: `share` 0 is white, 1 the colour (print has no transparency to rely on). */
export function tint(hex: string, share: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * share);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${(((r ?? 0) << 16) | ((g ?? 0) << 8) | (b ?? 0)).toString(16).padStart(6, '0')}`;
}

/** The zones' paths in points of the attacking half (x 20..40 m drawn 0..150 pt), built once. */
let paths: Record<TCourtZone, string> | null = null;
function zonePaths(): Record<TCourtZone, string> {
  if (paths) return paths;
  const out = Object.fromEntries(COURT_ZONES.map((z) => [z, ''])) as Record<TCourtZone, string>;
  for (const r of zoneRuns()) {
    if (r.zone === 'own_half') continue;
    // A hair wider than the strip, so neighbouring strips print without seams.
    out[r.zone] +=
      `M${((r.x - 20) * S).toFixed(2)} ${(r.y * S).toFixed(2)}` +
      `h${(r.w * S + 0.3).toFixed(2)}v${(r.h * S + 0.3).toFixed(2)}h${(-(r.w * S + 0.3)).toFixed(2)}z`;
  }
  paths = out;
  return out;
}

/**
 * A figure at (x, y) pt of the map, detached from the flow (as lib/pdf/charts.ts labels). It
 * follows the map so it prints over its shade: its place is counted back from the map's foot.
 */
const label = (x: number, y: number, text: string): Content => ({
  relativePosition: { x: x - 20, y: y - 4 - HALF_W },
  columns: [{ width: 40, text, alignment: 'center', fontSize: 7, bold: true, color: '#212121' }],
});

/**
 * One side's zone heat map (decision 0170): the attacking half, each zone shaded by its shots
 * against the busiest zone's, and its shots/goals written on it. The zones are the engine's
 * (zoneRuns), so the shade is where the shots were filed.
 */
export function zoneHeatCanvas(
  zones: TShotFigures['zones']['for'],
  color: string,
  title: string,
): Content {
  const shades = zoneShades(zones);
  const p = zonePaths();
  const fills = COURT_ZONES.filter((z) => z !== 'own_half').map(
    (z) => `<path d="${p[z]}" fill="${tint(color, 0.08 + 0.72 * (shades[z] ?? 0))}"/>`,
  );
  const lines =
    `<path d="M${HALF_W} ${2.42 * S}A${6 * S} ${6 * S} 0 0 0 ${14 * S} ${8.42 * S}L${14 * S} ${11.58 * S}` +
    `A${6 * S} ${6 * S} 0 0 0 ${HALF_W} ${17.58 * S}" fill="none" stroke="${COLORS.muted}" stroke-width="0.8"/>` +
    `<rect x="0" y="0" width="${HALF_W}" height="${HALF_W}" fill="none" stroke="${COLORS.muted}" stroke-width="0.8"/>` +
    `<rect x="${HALF_W}" y="${8.5 * S}" width="5" height="${3 * S}" fill="${COLORS.muted}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${HALF_W + 6}" height="${HALF_W}" viewBox="0 0 ${HALF_W + 6} ${HALF_W}">` +
    `${fills.join('')}${lines}</svg>`;
  const labels: Content[] = [];
  for (const z of COURT_ZONES) {
    const c = zones[z];
    if (!c || z === 'own_half') continue;
    const at = ZONE_LABEL_POINTS[z];
    labels.push(label((at.x - 20) * S, at.y * S, `${c.shots}/${c.goals}`));
  }
  const own = zones.own_half;
  return {
    stack: [
      { text: title, fontSize: 8, margin: [0, 0, 0, 2] },
      { stack: [{ svg }, ...labels] },
      ...(own ? [{ text: `+ ${own.shots}/${own.goals}`, fontSize: 7, color: COLORS.muted }] : []),
    ],
    unbreakable: true,
  };
}

/** One goal seen from the shooter: its six parts shaded by their share of the busiest. */
export function goalMouthCanvas(
  counts: TShotFigures['goalMouth']['for'],
  color: string,
  title: string,
): Content {
  const max = Math.max(0, ...GOAL_MOUTH_ZONES.map((z) => counts[z] ?? 0));
  const cell = (z: (typeof GOAL_MOUTH_ZONES)[number]) => {
    const n = counts[z] ?? 0;
    return {
      text: String(n),
      alignment: 'center' as const,
      bold: true,
      fontSize: 9,
      margin: [0, 9, 0, 9] as [number, number, number, number],
      fillColor: tint(color, max > 0 ? 0.08 + (0.72 * n) / max : 0.04),
    };
  };
  return {
    stack: [
      { text: title, fontSize: 8, margin: [0, 0, 0, 2] },
      {
        table: {
          widths: [40, 40, 40],
          body: [GOAL_MOUTH_ZONES.slice(0, 3).map(cell), GOAL_MOUTH_ZONES.slice(3).map(cell)],
        },
        // The posts and bar thick, the net's divisions thin (Law 1's 3 × 2 m goal).
        layout: {
          hLineWidth: (i: number) => (i === 0 ? 3 : i === 2 ? 0 : 0.5),
          vLineWidth: (i: number) => (i === 0 || i === 3 ? 3 : 0.5),
          hLineColor: () => COLORS.muted,
          vLineColor: () => COLORS.muted,
        },
      },
    ],
    unbreakable: true,
  };
}
