import type { ReactNode, SVGProps } from 'react';

/** The court in metres (Law 1), with a margin for the goals drawn behind their lines. */
export const COURT_VIEWBOX = '-1.5 -0.5 43 21';

/**
 * A futsal court's markings (Law 1) as SVG, 40 × 20 m, in metres: the penalty areas (6 m quarter
 * circles from the posts joined by a 3.16 m line), the penalty and second penalty marks, the
 * centre circle and the goals. Children are drawn on top, in the same metres.
 */
export function FutsalCourt({
  children,
  ...svg
}: { children?: ReactNode } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 0.12 } as const;
  const dot = { fill: 'currentColor' } as const;
  // The area's arcs meet its 3.16 m line at y = 10 ± 1.58, centred on the posts (y = 8.5 and 11.5).
  const area = (goalX: number, dir: 1 | -1) =>
    `M ${goalX} 2.42 A 6 6 0 0 ${dir === 1 ? 1 : 0} ${goalX + dir * 6} 8.42 ` +
    `L ${goalX + dir * 6} 11.58 A 6 6 0 0 ${dir === 1 ? 1 : 0} ${goalX} 17.58`;
  return (
    <svg viewBox={COURT_VIEWBOX} role="img" {...svg}>
      <rect x={0} y={0} width={40} height={20} rx={0.2} fill="var(--court-fill, transparent)" />
      <g {...line}>
        <rect x={0} y={0} width={40} height={20} />
        <line x1={20} y1={0} x2={20} y2={20} />
        <circle cx={20} cy={10} r={3} />
        <path d={area(0, 1)} />
        <path d={area(40, -1)} />
        <rect x={-1} y={8.5} width={1} height={3} />
        <rect x={40} y={8.5} width={1} height={3} />
      </g>
      <g {...dot}>
        <circle cx={20} cy={10} r={0.15} />
        <circle cx={6} cy={10} r={0.15} />
        <circle cx={34} cy={10} r={0.15} />
        <circle cx={10} cy={10} r={0.15} />
        <circle cx={30} cy={10} r={0.15} />
      </g>
      {children}
    </svg>
  );
}
