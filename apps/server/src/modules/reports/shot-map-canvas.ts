import type { TMapShot } from '@futsal/shared';
import type { CanvasElement, Content } from 'pdfmake/interfaces';
import { COLORS } from './report-format';

const W = 360;
const H = 180;
// The court is 40 m × 20 m; the penalty area about 6 m deep and 16 m wide (Law 1, drawn square).
const M = W / 40;

/**
 * Shots on a drawn court, in the shooter's frame (x = 1 the goal attacked, drawn on the right):
 * a filled dot a goal, a ring any other shot. Vector, so it prints sharp at any size.
 */
export function shotMapCanvas(shots: readonly TMapShot[], color: string): Content {
  const line = (x1: number, y1: number, x2: number, y2: number): CanvasElement => ({
    type: 'line',
    x1,
    y1,
    x2,
    y2,
    lineWidth: 0.8,
    lineColor: COLORS.muted,
  });
  const court: CanvasElement[] = [
    { type: 'rect', x: 0, y: 0, w: W, h: H, lineWidth: 0.8, lineColor: COLORS.muted },
    line(W / 2, 0, W / 2, H),
    { type: 'ellipse', x: W / 2, y: H / 2, r1: 3 * M, r2: 3 * M, lineColor: COLORS.muted },
    { type: 'rect', x: W - 6 * M, y: H / 2 - 8 * M, w: 6 * M, h: 16 * M, lineColor: COLORS.muted },
    { type: 'rect', x: 0, y: H / 2 - 8 * M, w: 6 * M, h: 16 * M, lineColor: COLORS.muted },
    { type: 'rect', x: W, y: H / 2 - 1.5 * M, w: 4, h: 3 * M, color: COLORS.muted },
  ];
  const dots: CanvasElement[] = shots
    .filter((s) => s.x !== null && s.y !== null)
    .map((s) => ({
      type: 'ellipse',
      x: (s.x ?? 0) * W,
      y: (s.y ?? 0) * H,
      r1: 3.5,
      r2: 3.5,
      lineColor: color,
      lineWidth: 1.2,
      ...(s.goal ? { color } : {}),
    }));
  // Centred on the page: the court is narrower than the text column.
  return {
    columns: [
      { text: '', width: '*' },
      { canvas: [...court, ...dots], width: W + 4 },
      { text: '', width: '*' },
    ],
    margin: [0, 0, 0, 8],
  };
}
