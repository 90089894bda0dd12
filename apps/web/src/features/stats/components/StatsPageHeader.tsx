import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title, subtitle (a skeleton until it is known) and the page's actions (wrap under the title on phones). */
export function StatsPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, mb: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          {title}
        </Typography>
        {/* Its line is there from the first render, so the page below does not move when the
            team's or player's name arrives (decision 0101). */}
        <Typography color="text.secondary" noWrap>
          {subtitle || <Skeleton sx={{ maxWidth: '16em' }} />}
        </Typography>
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
