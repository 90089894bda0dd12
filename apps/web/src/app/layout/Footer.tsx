import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{
        py: 2.5,
        px: { xs: 2, sm: 3 },
        borderTop: 1,
        borderColor: 'divider',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
