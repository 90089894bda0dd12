import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/use-page-title';

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
