import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useDense } from './bench-mode';

/**
 * A button's icon beside a long label, shown only where the button itself has room (a container
 * query on the button). A third of a phone's row, or of the actions' column beside the court at
 * 1024 px with the side menu open, holds "Vermelho adversário" or "Portiere di movimento" alone:
 * the icon pushed the words out of the button.
 */
export const WIDE_ONLY = {
  display: 'none',
  '@container action (min-width: 100px)': { display: 'inline-flex' },
} as const;

/** A large console button (≥ 44 px, 48 in bench mode); `active` marks the action waiting for its player. */
export function ActionButton({
  testid,
  children,
  active,
  color = 'inherit',
  variant = 'outlined',
  ...rest
}: {
  testid: string;
  children: ReactNode;
  active?: boolean;
  color?: 'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  variant?: 'outlined' | 'contained';
  disabled?: boolean;
  onClick: () => void;
}) {
  'use memo';
  const dense = useDense();
  return (
    <Button
      data-testid={testid}
      aria-pressed={active}
      color={active ? 'primary' : color}
      variant={active ? 'contained' : variant}
      sx={{
        // One screen holds every action (decision 0130): 44 px, the touch target's floor, and 48
        // when the console fills the screen.
        minHeight: dense ? 48 : 44,
        // Its width is its grid cell's, never its label's: what WIDE_ONLY asks of.
        containerType: 'inline-size',
        containerName: 'action',
        fontSize: '0.875rem',
        fontWeight: 600,
        // 2 px beside the border: a long word takes the button's whole width on a phone.
        px: 0.25,
        lineHeight: 1.15,
        // The press shows in CSS at once: a ripple built its element, and on the first press its
        // styles, in the tap's own frame (issue 37's console taps).
        '&:active': { filter: 'brightness(0.85)' },
        // No fade of MUI's either, between hovered, pressed, pending and disabled (as the tiles).
        transition: 'none',
        '& .action-label': { display: 'contents' },
        // A third of a phone's row: "goalkeeper", "avversario" or "adversário" alone is wider
        // than the button at the buttons' type, so narrow ones set it a size smaller and unspaced.
        '@container action (max-width: 80px)': {
          '& .action-label': { fontSize: '0.8125rem', letterSpacing: 0 },
        },
        '@container action (max-width: 66px)': { '& .action-label': { fontSize: '0.75rem' } },
      }}
      disableRipple
      // Else the first press of each button still set the ripple's state and redrew the button.
      disableTouchRipple
      fullWidth
      {...rest}
    >
      <span className="action-label">{children}</span>
    </Button>
  );
}
