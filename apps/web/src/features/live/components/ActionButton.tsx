import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useDense } from './bench-mode';

/**
 * A button's icon beside a long label, shown only where the console has room: on a phone its third
 * of a row holds "Portiere di movimento" or "Guarda-redes avançado" alone, and the icon pushed the
 * words out of the button.
 */
export const WIDE_ONLY = {
  display: 'none',
  '@container console (min-width: 480px)': { display: 'inline-flex' },
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
        fontSize: '0.875rem',
        fontWeight: 600,
        px: 0.5,
        lineHeight: 1.15,
        // The press shows in CSS at once: a ripple built its element, and on the first press its
        // styles, in the tap's own frame (issue 37's console taps).
        '&:active': { filter: 'brightness(0.85)' },
      }}
      disableRipple
      fullWidth
      {...rest}
    >
      {children}
    </Button>
  );
}
