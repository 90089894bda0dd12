import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Children, type ReactNode } from 'react';
import { useMountStages } from '../lib/use-mount-stages';

const GRID = { display: 'grid', gap: 2 } as const;

/**
 * A page's sections, in page order, mounted one commit each once its data is there (decision
 * 0102): in the render that brought the data they were the page's longest task on a phone
 * (every table's rows, every card's styles). Drawn at a transition's priority (decision 0104)
 * the render yields, but a commit is still one task: staged, each section's is its own. A
 * section only ever appears after the ones already drawn, so nothing on screen moves.
 * `sx` lays out the grid that holds them (one column with a gap of 2 by default).
 */
export function StagedSections({
  children,
  sx = GRID,
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const sections = Children.toArray(children);
  const stage = useMountStages(Math.max(0, sections.length - 1));
  return <Box sx={sx}>{sections.slice(0, stage + 1)}</Box>;
}
