import InsightsRounded from '@mui/icons-material/InsightsRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { matchBase } from '../../matches';

/**
 * No finished match in the period. With filters narrowing it, the way out is
 * to widen them; with none, to log the first match.
 */
export function StatsEmptyState({
  teamId,
  filtered,
  onClear,
}: {
  teamId: string;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="stats-empty"
      sx={{
        borderRadius: 3,
        px: { xs: 3, sm: 6 },
        py: { xs: 5, sm: 7 },
        textAlign: 'center',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 50% -20%, ${alpha(theme.palette.primary.main, 0.1)}, transparent 60%)`,
      }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
        }}
      >
        <InsightsRounded fontSize="large" />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {filtered ? t('stats.empty.filteredTitle') : t('stats.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: 3 }}>
        {filtered ? t('stats.empty.filteredText') : t('stats.empty.text')}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClear} data-testid="stats-empty-clear">
          {t('stats.empty.clear')}
        </Button>
      ) : (
        <Button
          variant="contained"
          component={RouterLink}
          to={matchBase(teamId)}
          startIcon={<SportsSoccerRounded />}
          data-testid="stats-empty-log"
        >
          {t('stats.empty.logMatch')}
        </Button>
      )}
    </Paper>
  );
}
