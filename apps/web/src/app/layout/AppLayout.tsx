import { isValidId } from '@futsal/shared/ids';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { SettingsSync } from '../../features/settings/components/SettingsSync';
import '../../i18n/dates';
import { useTranslation } from 'react-i18next';
import { useMissingResourceGuard } from '../missing/use-missing-resource-guard';
import { Footer } from './Footer';
import { PageOutlet } from './PageOutlet';
import { SCREEN_TALL } from './screen-tall';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH, SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useMenuCollapsed } from './use-menu-collapsed';
import { useRouteIds } from './use-route-ids';

/** Signed-in shell of spec §2: fixed top bar, side menu, content, footer. */
export function AppLayout() {
  const theme = useTheme();
  useTranslation();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useMenuCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { teamId } = useRouteIds();

  // A team, competition, player or match id in the path that is bad, missing or
  // failing → its nearest valid parent page, with a notice (decision 0019).
  const validTeamId = teamId && isValidId(teamId) ? teamId : undefined;
  const { team: teamQuery } = useMissingResourceGuard();

  const toggleMenu = useCallback(() => {
    if (isDesktop) toggleCollapsed();
    else setMobileOpen((o) => !o);
  }, [isDesktop, toggleCollapsed]);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  const width = collapsed ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH;
  const menu = (mobile: boolean) => (
    <SideMenu
      collapsed={mobile ? false : collapsed}
      teamId={validTeamId}
      team={teamQuery.data ?? null}
      teamLoading={Boolean(validTeamId) && teamQuery.isPending}
      onNavigate={mobile ? closeMobile : undefined}
    />
  );

  return (
    // No date-picker provider here: the pickers' pages bring theirs (DatePickersLocale),
    // so the layout, which every signed-in page loads, does not carry them.
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SettingsSync />
      <TopBar
        menuOpen={isDesktop ? !collapsed : mobileOpen}
        onToggleMenu={toggleMenu}
        isDesktop={isDesktop}
      />
      {isDesktop ? (
        <Drawer
          variant="permanent"
          open
          sx={{
            width,
            flexShrink: 0,
            transition: theme.transitions.create('width', {
              duration: theme.transitions.duration.shorter,
            }),
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              borderRight: 1,
              borderColor: 'divider',
              transition: theme.transitions.create('width', {
                duration: theme.transitions.duration.shorter,
              }),
            },
          }}
          slotProps={{ paper: { 'data-collapsed': collapsed ? 'true' : 'false' } as object }}
        >
          <Toolbar />
          {menu(false)}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={closeMobile}
          sx={{ '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          {menu(true)}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={SCREEN_TALL}>
          <Toolbar />
          <Box
            component="main"
            id="main"
            sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 }, width: '100%', maxWidth: 1400, mx: 'auto' }}
          >
            <PageOutlet />
          </Box>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}

export default AppLayout;
