import type { TMapShot } from '@futsal/shared';
import type { CanvasElement, Content } from 'pdfmake/interfaces';
import { COLORS } from './report-format';

const W = 360;
const H = 180;
// The court is 40 m × 20 m; the penalty area about 6 m deep and 16 m wide (Law 1, drawn square).
const M = W / 40;

function courtLines(): CanvasElement[] {
  const line = (x1: number, y1: number, x2: number, y2: number): CanvasElement => ({
    type: 'line',
    x1,
    y1,
    x2,
    y2,
    lineWidth: 0.8,
    lineColor: COLORS.muted,
  });
  return [
    { type: 'rect', x: 0, y: 0, w: W, h: H, lineWidth: 0.8, lineColor: COLORS.muted },
    line(W / 2, 0, W / 2, H),
    { type: 'ellipse', x: W / 2, y: H / 2, r1: 3 * M, r2: 3 * M, lineColor: COLORS.muted },
    { type: 'rect', x: W - 6 * M, y: H / 2 - 8 * M, w: 6 * M, h: 16 * M, lineColor: COLORS.muted },
    { type: 'rect', x: 0, y: H / 2 - 8 * M, w: 6 * M, h: 16 * M, lineColor: COLORS.muted },
    { type: 'rect', x: W, y: H / 2 - 1.5 * M, w: 4, h: 3 * M, color: COLORS.muted },
    { type: 'rect', x: -4, y: H / 2 - 1.5 * M, w: 4, h: 3 * M, color: COLORS.muted },
  ];
}

// Centred on the page: the court is narrower than the text column.
const centred = (canvas: CanvasElement[]): Content => ({
  columns: [
    { text: '', width: '*' },
    { canvas, width: W + 8 },
    { text: '', width: '*' },
  ],
  margin: [0, 0, 0, 8],
});

/**
 * Shots on a drawn court, in the shooter's frame (x = 1 the goal attacked, drawn on the right):
 * a filled dot a goal, a ring any other shot. Vector, so it prints sharp at any size.
 */
export function shotMapCanvas(shots: readonly TMapShot[], color: string): Content {
  const dots: CanvasElement[] = shots
    .filter((s) => s.x !== null && s.y !== null)
    .map((s) => ({
      type: 'ellipse',
      x: 4 + (s.x ?? 0) * W,
      y: (s.y ?? 0) * H,
      r1: 3.5,
      r2: 3.5,
      lineColor: color,
      lineWidth: 1.2,
      ...(s.goal ? { color } : {}),
    }));
  return centred([...courtLines().map(shift), ...dots]);
}

/** The court drawn 4 pt in, so the left goal (behind its line) is on the canvas too. */
function shift(e: CanvasElement): CanvasElement {
  if (e.type === 'line') return { ...e, x1: e.x1 + 4, x2: e.x2 + 4 };
  if (e.type === 'polyline') return { ...e, points: e.points.map((p) => ({ ...p, x: p.x + 4 })) };
  return { ...e, x: e.x + 4 };
}

/**
 * Both teams' shots on one court (decision 0170), as the statistics page draws them: ours attack
 * the right goal, the rival's the left one (their frame turned round); a goal filled, the dot's
 * size its xG. `rival` false: a player's map, ours only.
 */
export function shotMapBoth(shots: readonly TMapShot[]): Content {
  const dots: CanvasElement[] = [];
  for (const s of shots) {
    if (s.x === null || s.y === null) continue;
    const us = s.side === 'us';
    const color = us ? COLORS.for : COLORS.against;
    const r = 1.5 + Math.sqrt(s.xg) * 5;
    dots.push({
      type: 'ellipse',
      x: 4 + (us ? s.x : 1 - s.x) * W,
      y: (us ? s.y : 1 - s.y) * H,
      r1: r,
      r2: r,
      lineColor: color,
      lineWidth: 0.8,
      ...(s.goal ? { color } : {}),
    });
  }
  return centred([...courtLines().map(shift), ...dots]);
}
