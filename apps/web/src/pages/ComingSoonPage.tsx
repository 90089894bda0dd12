import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { PAGE_ICONS, PAGE_TONES } from '../app/page-icons';
import { isRouteHandle, type TPageKey } from '../app/pages';
import { usePageTitle } from '../lib/use-page-title';

/** The deepest matched route's page key. */
export function useCurrentPageKey(): TPageKey | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.page;
  }
  return null;
}

/** A clear, friendly placeholder for pages that are not built yet. */
export function ComingSoon({ page }: { page: TPageKey }) {
  const { t } = useTranslation();
  const Icon = PAGE_ICONS[page];
  const tone = PAGE_TONES[page] ?? 'primary';
  const title = t(`pages.${page}.title`);
  const isResult = page.startsWith('subscription') && page !== 'subscription';
  usePageTitle(title);
  return (
    <Box
      data-testid="coming-soon"
      data-page={page}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          borderRadius: 3,
          px: { xs: 3, sm: 6 },
          py: { xs: 5, sm: 8 },
          textAlign: 'center',
          position: 'relative',
          overflow: 'hidden',
          backgroundImage: (theme) =>
            `radial-gradient(circle at 50% -20%, ${alpha(theme.palette[tone].main, 0.1)}, transparent 60%)`,
        }}
      >
        <Box
          sx={{
            width: 88,
            height: 88,
            mx: 'auto',
            mb: 3,
            borderRadius: '28%',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
            boxShadow: (theme) => `0 0 0 10px ${alpha(theme.palette[tone].main, 0.05)}`,
          }}
        >
          <Icon sx={{ fontSize: 44 }} />
        </Box>
        {!isResult && (
          <Chip
            label={t('common.comingSoon')}
            color={tone === 'primary' ? 'primary' : tone}
            size="small"
            variant="outlined"
            sx={{ mb: 2, fontWeight: 500 }}
          />
        )}
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
          {t(`pages.${page}.description`)}
        </Typography>
        {!isResult && (
          <Typography
            color="text.secondary"
            variant="body2"
            sx={{ maxWidth: 520, mx: 'auto', mt: 1 }}
          >
            {t('common.comingSoonText')}
          </Typography>
        )}
        {page !== 'teams' && (
          <Button
            component={RouterLink}
            to="/teams"
            variant="outlined"
            endIcon={<ArrowForwardRounded />}
            sx={{ mt: 4 }}
          >
            {t('common.goToTeams')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}

export default function ComingSoonPage() {
  const page = useCurrentPageKey() ?? 'teams';
  return <ComingSoon page={page} />;
}
