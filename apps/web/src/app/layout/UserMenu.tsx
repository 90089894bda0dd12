import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/AuthContext';
import { UserAvatar } from '../../features/auth/components/UserAvatar';
import { initials } from '../../lib/initials';
import { labelInName } from '../../lib/label-in-name';
import { ACCOUNT_PAGES } from './account-pages';

export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  return (
    <>
      <Tooltip title={t('layout.account')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          // The avatar shows the initials (or a photo, and then the initials if it fails to load).
          aria-label={labelInName(
            user ? initials(`${user.firstName} ${user.lastName}`) : '',
            t('layout.account'),
          )}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="user-menu"
          sx={{ p: 0.5 }}
        >
          <UserAvatar user={user} size={34} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, borderRadius: 2 } } }}
      >
        {user && (
          <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <UserAvatar user={user} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 500 }}>
                {user.firstName} {user.lastName}
              </Typography>
              <Typography noWrap variant="body2" color="text.secondary">
                {user.email}
              </Typography>
            </Box>
          </Box>
        )}
        {user && <Divider />}
        {ACCOUNT_PAGES.map(({ to, label, Icon }) => (
          <MenuItem key={to} onClick={() => go(to)} data-testid={`user-menu-${to.slice(1)}`}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(label)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          data-testid="user-menu-logout"
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('layout.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
