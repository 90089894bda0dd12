import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TTeam } from '@futsal/shared/schemas/team';
import { can } from '@futsal/shared/roles';
import { RoleBadge } from './RoleBadge';
import { TeamAvatar } from './TeamAvatar';

function Stat({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string | number;
  color?: string;
  testId?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0, flex: 1 }}>
      <Typography
        sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3, color }}
        data-testid={testId}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
        {label}
      </Typography>
    </Box>
  );
}

interface TeamCardProps {
  team: TTeam;
  onEdit: (team: TTeam) => void;
  onDelete: (team: TTeam) => void;
}

/** A team in the list: logo or initials, division, squad size, record and goals. */
export function TeamCard({ team, onEdit, onDelete }: TeamCardProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const s = team.statistics;
  const close = () => setAnchor(null);
  // Staff see the actions of their role only (decision 0181): a team without any has no menu.
  const canEdit = can(team.role, 'team.edit');
  const canDelete = can(team.role, 'team.delete');
  return (
    <Card
      variant="outlined"
      data-testid="team-card"
      data-team-id={team.id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        transition: 'box-shadow .2s, border-color .2s',
        '&:hover': { borderColor: 'primary.main', boxShadow: (theme) => theme.shadows[3] },
      }}
    >
      <CardContent sx={{ p: 2.5, pb: 2, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box
            component={RouterLink}
            to={`/teams/${team.id}`}
            sx={{ textDecoration: 'none' }}
            aria-hidden
            tabIndex={-1}
          >
            <TeamAvatar name={team.name} logo={team.logo} size={56} testId="team-card-logo" />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              component={RouterLink}
              to={`/teams/${team.id}`}
              variant="h6"
              title={team.name}
              data-testid="team-card-name"
              sx={{
                // Long names get two lines, then the ellipsis.
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'break-word',
                fontWeight: 600,
                fontSize: '1.1rem',
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { color: 'primary.main' },
              }}
            >
              {team.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {team.division || t('teams.card.noDivision')}
            </Typography>
            <RoleBadge role={team.role} sx={{ mt: 0.5 }} />
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                mt: 0.5,
                color: 'text.secondary',
              }}
            >
              <GroupsRounded sx={{ fontSize: 16 }} />
              <Typography variant="caption" data-testid="team-card-players">
                {t('teams.card.players', { count: team.players.length })}
              </Typography>
            </Box>
          </Box>
          {(canEdit || canDelete) && (
            <Tooltip title={t('teams.card.actions')}>
              <IconButton
                size="small"
                onClick={(e) => setAnchor(e.currentTarget)}
                aria-label={t('teams.card.actionsFor', { name: team.name })}
                data-testid="team-card-menu"
                sx={{ mt: -0.5, mr: -1 }}
              >
                <MoreVertRounded />
              </IconButton>
            </Tooltip>
          )}
          <Menu
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {canEdit && (
              <MenuItem
                data-testid="team-card-edit"
                onClick={() => {
                  close();
                  onEdit(team);
                }}
              >
                <ListItemIcon>
                  <EditRounded fontSize="small" />
                </ListItemIcon>
                {t('teams.card.edit')}
              </MenuItem>
            )}
            {canDelete && (
              <MenuItem
                data-testid="team-card-delete"
                sx={{ color: 'error.main' }}
                onClick={() => {
                  close();
                  onDelete(team);
                }}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteOutlineRounded fontSize="small" />
                </ListItemIcon>
                {t('teams.card.delete')}
              </MenuItem>
            )}
          </Menu>
        </Box>
        {team.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 1.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {team.description}
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            mt: 2,
            py: 1.25,
            px: 0.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
          data-testid="team-card-record"
        >
          <Stat label={t('teams.stats.played')} value={s.gamesPlayed} />
          <Stat label={t('teams.stats.wins')} value={s.wins} color="success.main" />
          <Stat label={t('teams.stats.draws')} value={s.draws} color="text.secondary" />
          <Stat label={t('teams.stats.losses')} value={s.losses} color="error.main" />
          <Stat label={t('teams.stats.goals')} value={`${s.goalsFor}:${s.goalsAgainst}`} />
        </Box>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.75 }}
          data-testid="team-card-record-scope"
        >
          {t('teamUx.totals.allShort')}
        </Typography>
      </CardContent>
      <Divider />
      <CardActions sx={{ px: 2, py: 1.25, justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to={`/teams/${team.id}/players`}
          size="small"
          startIcon={<GroupsRounded />}
        >
          {t('menu.players')}
        </Button>
        <Button
          component={RouterLink}
          to={`/teams/${team.id}`}
          size="small"
          variant="contained"
          disableElevation
          endIcon={<ArrowForwardRounded />}
          data-testid="team-card-open"
        >
          {t('teams.card.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
