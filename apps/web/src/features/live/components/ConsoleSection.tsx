import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDense } from './bench-mode';

/** One titled panel of the console; `order` places it on phones, where both columns become one. */
export function ConsoleSection({
  title,
  children,
  action,
  order,
  testid,
  grow,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  order: number;
  testid?: string;
  /** Bench mode: the panel takes the height left and scrolls inside. */
  grow?: boolean;
}) {
  'use memo';
  const dense = useDense();
  return (
    <Paper
      variant="outlined"
      data-testid={testid}
      sx={{
        p: dense ? 1 : { xs: 1.5, sm: 2 },
        borderRadius: dense ? 2 : 3,
        order: { xs: order, md: 0 },
        ...(grow && dense
          ? { flex: { md: 1 }, minHeight: { md: 0 }, display: 'flex', flexDirection: 'column' }
          : {}),
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: dense ? 0.5 : 1,
          gap: 1,
          minHeight: dense ? 30 : undefined,
        }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {grow && dense ? (
        <Box sx={{ flex: 1, minHeight: { md: 0 }, overflowY: { md: 'auto' } }}>{children}</Box>
      ) : (
        children
      )}
    </Paper>
  );
}
