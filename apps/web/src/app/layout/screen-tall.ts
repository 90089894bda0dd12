/**
 * The frame's part above the footer, at least a screen tall: the footer starts below the fold, so
 * a page whose content arrives after the frame's first paint (a spinner, then a season's figures)
 * does not push a visible footer down the screen (decision 0101). `svh`, the screen with the
 * phone's address bar shown, where a browser has it.
 */
export const SCREEN_TALL = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '@supports (min-height: 100svh)': { minHeight: '100svh' },
} as const;
