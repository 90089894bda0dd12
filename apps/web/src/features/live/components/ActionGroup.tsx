import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled grid of action buttons; both teams' groups sit side by side in one panel. */
export function ActionGroup({
  title,
  columns,
  testid,
  children,
}: {
  title: string;
  columns: number;
  testid: string;
  children: ReactNode;
}) {
  'use memo';
  return (
    <Box data-testid={testid} sx={{ minWidth: 0 }}>
      <Typography
        variant="overline"
        color="text.secondary"
        noWrap
        component="h2"
        sx={{ display: 'block', lineHeight: 1.6, fontSize: '0.68rem' }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
