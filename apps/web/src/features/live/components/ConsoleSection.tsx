import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled panel of the console; `order` places it on phones, where both columns become one. */
export function ConsoleSection({
  title,
  children,
  action,
  order,
  testid,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  order: number;
  testid?: string;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid={testid}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, order: { xs: order, md: 0 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
