import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A grid template, or one per breakpoint. */
type Template = string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

/**
 * Fields side by side on a tablet or wider, one under another on a phone: `columns` equal
 * columns (1, the default, is a plain stack), or a grid template of its own.
 */
export function FieldRow({
  columns = 1,
  gap = 2,
  children,
}: {
  columns?: number | Template;
  gap?: number;
  children: ReactNode;
}) {
  const template =
    typeof columns !== 'number'
      ? columns
      : columns === 1
        ? undefined
        : { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` };
  return <Box sx={{ display: 'grid', gap, gridTemplateColumns: template }}>{children}</Box>;
}
