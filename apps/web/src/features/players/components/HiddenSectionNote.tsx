import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import type { TPlayerSection } from '@futsal/shared/roles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What a section of a player's file shows to a role that may not see it (decision 0178): who
 * may, instead of blanks that would read as "no data".
 */
export function HiddenSectionNote({ section }: { section: TPlayerSection }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={`player-hidden-${section}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
    >
      <VisibilityOffRounded fontSize="small" />
      <Typography variant="body2">
        {t(section === 'medical' ? 'playerPrivacy.medicalOnly' : 'playerPrivacy.ownerCoachOnly')}
      </Typography>
    </Box>
  );
}
