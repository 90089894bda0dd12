import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useDense } from './bench-mode';

/** A large console button (≥ 56 px, 48 in bench mode); `active` marks the action waiting for its player. */
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
        minHeight: dense ? 48 : 56,
        fontSize: dense ? '0.95rem' : '1rem',
        fontWeight: 600,
        px: 1,
        lineHeight: 1.2,
      }}
      fullWidth
      {...rest}
    >
      {children}
    </Button>
  );
}
