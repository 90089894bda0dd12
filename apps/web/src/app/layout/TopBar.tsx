import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/BrandLogo';
import { LanguageSelect } from '../../components/LanguageSelect';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useAuth } from '../../features/auth/AuthContext';
import { SubscribeButton } from '../../features/subscription/components/SubscribeButton';
import { Breadcrumbs } from './Breadcrumbs';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  isDesktop: boolean;
}

export function TopBar({ menuOpen, onToggleMenu, isDesktop }: TopBarProps) {
  const { t } = useTranslation();
  const { user, isUserLoading } = useAuth();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      data-testid="top-bar"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <Tooltip title={t('layout.toggleMenu')}>
          <IconButton
            edge="start"
            color="inherit"
            onClick={onToggleMenu}
            aria-label={t('layout.toggleMenu')}
            aria-expanded={menuOpen}
            data-testid="side-menu-toggle"
          >
            {menuOpen && isDesktop ? <MenuOpenRounded /> : <MenuRounded />}
          </IconButton>
        </Tooltip>
        <Box
          component={RouterLink}
          to="/teams"
          aria-label="Futsal Manager"
          sx={{
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: 1,
          }}
        >
          <BrandMark size={32} />
          <Typography
            sx={{ fontWeight: 700, display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap' }}
          >
            Futsal Manager
          </Typography>
        </Box>
        <Box
          sx={{
            minWidth: 0,
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            pl: { sm: 1.5 },
            borderLeft: { sm: 1 },
            borderColor: { sm: 'divider' },
          }}
        >
          <Typography
            data-testid="welcome"
            noWrap
            sx={{ fontWeight: 600, fontSize: { xs: '0.95rem', sm: '1rem' }, lineHeight: 1.3 }}
          >
            {isUserLoading ? (
              <Skeleton width={120} />
            ) : user ? (
              t('layout.welcome', { name: user.firstName })
            ) : (
              t('layout.welcomeAnonymous')
            )}
          </Typography>
          <Breadcrumbs />
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, sm: 1 }, flexShrink: 0 }}
        >
          <SubscribeButton compact={!isDesktop} />
          <LanguageSelect compact={!isDesktop} />
          <ThemeToggle />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
