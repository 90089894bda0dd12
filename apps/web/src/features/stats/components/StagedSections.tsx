import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';
import { useMountStages } from '../../../lib/use-mount-stages';

/**
 * A statistics page's sections, top first, mounted one commit each once the figures arrive
 * (decision 0102): in one commit they were the page's longest task on a phone (every table's
 * rows, every card's styles). A section only ever appears below the ones already drawn, so
 * nothing on screen moves.
 */
export function StagedSections({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const stage = useMountStages(Math.max(0, sections.length - 1));
  return <Box sx={{ display: 'grid', gap: 2 }}>{sections.slice(0, stage + 1)}</Box>;
}
