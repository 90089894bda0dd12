import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { LanguageSelect } from '../../components/LanguageSelect';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useAuth } from '../../features/auth/AuthContext';
import { Footer } from './Footer';
import { PageOutlet } from './PageOutlet';
import { SCREEN_TALL } from './screen-tall';

/** Frame of the public pages (pricing, subscription results). */
export function PublicLayout() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Box sx={SCREEN_TALL}>
        <AppBar position="sticky" color="inherit" sx={{ bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: 1 }}>
            <Box
              component={RouterLink}
              to={isAuthenticated ? '/teams' : '/login'}
              aria-label="Futsal Manager"
              sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}
            >
              <BrandLogo size={32} showName="wide" />
            </Box>
            <Box sx={{ flex: 1 }} />
            <LanguageSelect />
            <ThemeToggle />
            <Button
              component={RouterLink}
              to={isAuthenticated ? '/teams' : '/login'}
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {isAuthenticated ? t('menu.teams') : t('auth.login.submit')}
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          sx={{ flex: 1, p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 1100, mx: 'auto' }}
        >
          <PageOutlet />
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}

export default PublicLayout;
