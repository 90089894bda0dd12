import AddRounded from '@mui/icons-material/AddRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import TimelineRounded from '@mui/icons-material/TimelineRounded';
import { LIMITS } from '@futsal/shared/limits';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/AuthContext';
import type { TTeamSummary } from '../../features/teams/api/get-team';
import { RoleBadge, useTeamRoleState } from '../../features/teams';
import { can, type TPermission, type TTeamRole } from '@futsal/shared/roles';
import { useTeamCompetitionsQuery } from '../../features/competitions/api/get-team-competitions';
import { CompetitionIcon } from '../../features/competitions/components/CompetitionIcon';
import { colorFor, initials } from '../../lib/initials';
import { ACCOUNT_PAGES } from './account-pages';

export const SIDE_MENU_WIDTH = LIMITS.sideMenu.width;
export const SIDE_MENU_COLLAPSED_WIDTH = LIMITS.sideMenu.collapsedWidth;

interface SideMenuProps {
  collapsed: boolean;
  teamId?: string;
  team?: TTeamSummary | null;
  teamLoading?: boolean;
  /** Called after any navigation (closes the temporary drawer on small screens). */
  onNavigate?: () => void;
}

/** Whether an entry the role decides shows, waits for the role in its place, or is left out. */
type Gate = 'shown' | 'held' | null;

interface ItemProps {
  to?: string;
  icon: ReactNode;
  label: string;
  collapsed: boolean;
  selected?: boolean;
  nested?: boolean;
  onClick?: () => void;
  endAdornment?: ReactNode;
  testId?: string;
  /**
   * For an entry the role decides: left out (null), or kept in its place, unseen and out of
   * reach, while the role is asked for ('held'): when it comes the entry shows where it stood or
   * goes, and the entries below it stay put (decision 0110; seen on CI when both team replies
   * came after the first paint).
   */
  gate?: Gate;
}

function MenuItemLink({
  to,
  icon,
  label,
  collapsed,
  selected,
  nested,
  onClick,
  endAdornment,
  testId,
  gate = 'shown',
}: ItemProps) {
  if (gate === null) return null;
  const held = gate === 'held';
  const button = (
    <ListItemButton
      {...(to ? { component: RouterLink, to } : {})}
      selected={selected}
      onClick={onClick}
      data-testid={testId}
      aria-label={collapsed ? label : undefined}
      sx={{
        minHeight: 44,
        mx: 1,
        mb: 0.25,
        borderRadius: 2,
        px: collapsed ? 1.5 : 1.5,
        pl: nested && !collapsed ? 4.5 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
        '&.Mui-selected': {
          bgcolor: (theme) =>
            alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
          color: 'primary.main',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    >
      <ListItemIcon
        sx={{ minWidth: collapsed ? 0 : 38, justifyContent: 'center', color: 'text.secondary' }}
      >
        {icon}
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={label}
          slotProps={{
            primary: { noWrap: true, sx: { fontSize: '0.9rem', fontWeight: selected ? 600 : 500 } },
          }}
        />
      )}
      {!collapsed && endAdornment}
    </ListItemButton>
  );
  // An item of the menu's list: a <ul> holds only <li>s (axe's `list` rule).
  return (
    <ListItem
      disablePadding
      sx={{ display: 'block', visibility: held ? 'hidden' : undefined }}
      {...(held ? { 'aria-hidden': true, inert: true } : {})}
    >
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function TeamHeader({
  team,
  role,
  loading,
  collapsed,
}: {
  team?: TTeamSummary | null;
  role: TTeamRole | null;
  loading?: boolean;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const name = team?.name ?? '';
  const avatar = (
    <Avatar
      src={team?.logo ?? undefined}
      alt={name}
      variant="rounded"
      data-testid="side-menu-team-logo"
      sx={{
        width: 40,
        height: 40,
        borderRadius: 2,
        bgcolor: team?.logo ? 'background.paper' : colorFor(name),
        color: '#fff',
        fontWeight: 700,
        fontSize: '1rem',
      }}
    >
      {initials(name) || <ShieldRounded />}
    </Avatar>
  );
  return (
    <Box
      data-testid="side-menu-team"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: collapsed ? 0 : 2,
        py: 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      {loading ? <Skeleton variant="rounded" width={40} height={40} /> : avatar}
      {!collapsed && (
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.2 }}
          >
            {t('menu.teamFallback')}
          </Typography>
          {loading ? (
            <Skeleton width={120} />
          ) : (
            <Typography noWrap sx={{ fontWeight: 600 }} title={name}>
              {name}
            </Typography>
          )}
          {/* Its line is kept when empty: the menu below stays put when the team arrives. */}
          <Typography noWrap variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {team?.division || '\u00a0'}
          </Typography>
          <RoleBadge role={role} sx={{ mt: 0.5 }} />
        </Box>
      )}
    </Box>
  );
}

function CompetitionsGroup({
  teamId,
  canEdit,
  collapsed,
  isActive,
  onNavigate,
}: {
  teamId: string;
  /** The role may add a competition; 'held' while the role is asked for. */
  canEdit: Gate;
  collapsed: boolean;
  isActive: (p: string, exact?: boolean) => boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { data: competitions = [], isPending } = useTeamCompetitionsQuery(teamId);
  const base = `/teams/${teamId}/tournaments`;
  return (
    <>
      <MenuItemLink
        icon={<EmojiEventsRounded />}
        label={t('menu.competitions')}
        collapsed={collapsed}
        onClick={() => setOpen((o) => !o)}
        testId="menu-competitions"
        endAdornment={
          open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />
        }
      />
      <Collapse component="li" in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {/* The empty list's line while the list loads: the items below keep their place. */}
          {isPending && !collapsed && (
            <Typography
              component="li"
              variant="body2"
              sx={{ pl: 7, pr: 2, py: 0.75, fontSize: '0.8rem' }}
              aria-hidden
            >
              <Skeleton width="70%" />
            </Typography>
          )}
          {!isPending && competitions.length === 0 && !collapsed && (
            <Typography
              component="li"
              variant="body2"
              color="text.secondary"
              sx={{ pl: 7, pr: 2, py: 0.75, fontSize: '0.8rem' }}
            >
              {t('menu.noCompetitions')}
            </Typography>
          )}
          {competitions.map((competition) => (
            <MenuItemLink
              key={competition.id}
              to={`${base}/${competition.id}/matches`}
              icon={<CompetitionIcon type={competition.type} fontSize="small" />}
              testId="menu-competition"
              label={competition.name}
              collapsed={collapsed}
              nested
              selected={isActive(`${base}/${competition.id}`)}
              onClick={onNavigate}
            />
          ))}
          <MenuItemLink
            gate={canEdit}
            to={`${base}/new`}
            icon={<AddRounded fontSize="small" />}
            label={t('menu.newCompetition')}
            collapsed={collapsed}
            nested
            selected={isActive(`${base}/new`, true)}
            onClick={onNavigate}
            testId="menu-new-competition"
          />
        </List>
      </Collapse>
    </>
  );
}

export function SideMenu({ collapsed, teamId, team, teamLoading, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const [settingsOpen, setSettingsOpen] = useState(() =>
    ACCOUNT_PAGES.some((p) => pathname === p.to || pathname.startsWith(`${p.to}/`)),
  );

  const isActive = (path: string, exact = false) =>
    exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);

  const teamBase = teamId ? `/teams/${teamId}` : null;
  // Entries the role may not use are not offered (decision 0181); the server refuses them anyway.
  const { role, pending } = useTeamRoleState(teamId);
  const gate = (permission: TPermission): Gate =>
    pending ? 'held' : can(role, permission) ? 'shown' : null;

  return (
    <Box
      component="nav"
      aria-label={t('menu.teams')}
      data-testid="side-menu"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pt: 1 }}>
        <List disablePadding>
          <MenuItemLink
            to="/teams"
            icon={<GroupsRounded />}
            label={t('menu.teams')}
            collapsed={collapsed}
            selected={['/', '/teams', '/dashboard'].includes(pathname)}
            onClick={onNavigate}
            testId="menu-teams"
          />
        </List>

        {teamBase && teamId && (
          <>
            <Divider sx={{ my: 1, mx: 2 }} />
            <TeamHeader team={team} role={role} loading={teamLoading} collapsed={collapsed} />
            <List disablePadding>
              <MenuItemLink
                gate={gate('stats.read')}
                to={`${teamBase}/summary`}
                icon={<DashboardRounded />}
                label={t('menu.summary')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/summary`)}
                onClick={onNavigate}
                testId="menu-summary"
              />
              <MenuItemLink
                to={`${teamBase}/players`}
                icon={<PersonRounded />}
                label={t('menu.players')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/players`)}
                onClick={onNavigate}
                testId="menu-players"
              />
              <MenuItemLink
                to={`${teamBase}/matches`}
                icon={<SportsSoccerRounded />}
                label={t('menu.matches')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/matches`)}
                onClick={onNavigate}
                testId="menu-matches"
              />
              <MenuItemLink
                to={`${teamBase}/calendar`}
                icon={<CalendarMonthRounded />}
                label={t('menu.calendar')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/calendar`)}
                onClick={onNavigate}
                testId="menu-calendar"
              />
              <CompetitionsGroup
                teamId={teamId}
                canEdit={gate('team.edit')}
                collapsed={collapsed}
                isActive={isActive}
                onNavigate={onNavigate}
              />
              <MenuItemLink
                to={`${teamBase}/events`}
                icon={<TimelineRounded />}
                label={t('menu.events')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/events`)}
                onClick={onNavigate}
                testId="menu-events"
              />
              <MenuItemLink
                gate={gate('stats.read')}
                to={`${teamBase}/stats`}
                icon={<BarChartRounded />}
                label={t('menu.stats')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/stats`)}
                onClick={onNavigate}
                testId="menu-stats"
              />
              <MenuItemLink
                to={`${teamBase}/staff`}
                icon={<BadgeRounded />}
                label={t('menu.staff')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/staff`)}
                onClick={onNavigate}
                testId="menu-staff"
              />
              <MenuItemLink
                gate={gate('members.manage')}
                to={`${teamBase}/audit`}
                icon={<HistoryRounded />}
                label={t('menu.activity')}
                collapsed={collapsed}
                selected={isActive(`${teamBase}/audit`)}
                onClick={onNavigate}
                testId="menu-audit"
              />
            </List>
          </>
        )}

        <Divider sx={{ my: 1, mx: 2 }} />
        <List disablePadding>
          <MenuItemLink
            icon={<ManageAccountsRounded />}
            label={t('layout.account')}
            collapsed={collapsed}
            onClick={() => setSettingsOpen((o) => !o)}
            testId="menu-account"
            endAdornment={
              settingsOpen ? (
                <ExpandLessRounded fontSize="small" />
              ) : (
                <ExpandMoreRounded fontSize="small" />
              )
            }
          />
          <Collapse component="li" in={settingsOpen} timeout="auto" unmountOnExit>
            <List disablePadding>
              {ACCOUNT_PAGES.map(({ to, label, Icon }) => (
                <MenuItemLink
                  key={to}
                  to={to}
                  icon={<Icon fontSize="small" />}
                  label={t(label)}
                  collapsed={collapsed}
                  nested
                  selected={isActive(to)}
                  onClick={onNavigate}
                  testId={`menu-${to.slice(1)}`}
                />
              ))}
            </List>
          </Collapse>
        </List>
      </Box>
      <Divider />
      <List sx={{ py: 1 }}>
        <MenuItemLink
          icon={<LogoutRounded />}
          label={t('layout.logout')}
          collapsed={collapsed}
          testId="logout"
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        />
      </List>
    </Box>
  );
}
