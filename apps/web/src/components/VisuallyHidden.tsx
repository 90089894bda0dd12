import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only: the usual clip, as MUI's own `visuallyHidden` (not a dependency here). */
const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={HIDDEN}>
      {children}
    </Box>
  );
}
