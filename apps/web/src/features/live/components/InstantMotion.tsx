import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const instant = (outer: Theme): Theme => ({
  ...outer,
  motion: { ...outer.motion, reducedMotion: 'always' },
});

/**
 * The console's sheets and pickers open at once, with no fade or slide: MUI's transitions force
 * a layout of the whole page to start, in the very tap that opens them (decision 0182).
 */
export function InstantMotion({ children }: { children: ReactNode }) {
  'use memo';
  return <ThemeProvider theme={instant}>{children}</ThemeProvider>;
}
