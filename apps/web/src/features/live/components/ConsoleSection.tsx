import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDense } from './bench-mode';

/** One titled panel of the console; the console's grid places it (LiveConsole). */
export function ConsoleSection({
  title,
  children,
  action,
  testid,
  grow,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
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
        // Compact in both modes: the console's taps fit one screen (decision 0130).
        p: 1,
        borderRadius: 2,
        minWidth: 0,
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
          mb: 0.25,
          gap: 1,
          minHeight: 24,
        }}
      >
        <Typography
          variant="overline"
          color="text.secondary"
          component="h2"
          noWrap
          sx={{ lineHeight: 1.4, fontSize: '0.68rem', flexShrink: 0 }}
        >
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
