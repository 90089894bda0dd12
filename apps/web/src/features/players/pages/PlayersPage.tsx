import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ClearRounded from '@mui/icons-material/ClearRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PLAYER_STATUSES, POSITIONS } from '@futsal/shared/values/player';
import type { TPlayerStatus } from '@futsal/shared/schemas/player';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCan, useIsTeamOwner, useTeamQuery, useTeamRoleState } from '../../teams';
import { useTeamPlayersQuery } from '../api/get-team-players';
import type { TPlayer } from '@futsal/shared/schemas/player';
import { OnceOpened } from '../../../components/OnceOpened';
import {
  ImportPlayersDialog,
  PlayerFormDialog,
  QuickAddPlayersDialog,
} from '../components/lazy-dialogs';
import { LimitReached, UsageChip } from '../../../components/PlanUsage';
import { isFull, limitOf, usePlan } from '../../subscription';
import { NumberBadge, PlayerStatusChip, STATUS_COLOR } from '../components/PlayerStatusChip';
import { useDeletePlayer } from '../components/use-delete-player';
import { ageOf, filterPlayers } from '../filter-players';
import { useDeferredQuery } from '../../../lib/use-deferred-query';

function PlayerRow({
  player,
  teamId,
  onEdit,
  onDelete,
}: {
  player: TPlayer;
  teamId: string;
  /** Absent when the caller's role may not (decision 0178). */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const age = ageOf(player.dateOfBirth);
  const details = [
    t(`labels.position.${player.positions.primary}`),
    player.positions.secondary ? t(`labels.position.${player.positions.secondary}`) : null,
    age !== null ? t('players.list.age', { count: age }) : null,
  ].filter(Boolean);
  const close = () => setAnchor(null);
  return (
    <Box
      data-testid="player-row"
      data-player-id={player.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        pr: 1,
        '&:hover': { bgcolor: 'action.hover' },
        opacity: player.isActive ? 1 : 0.7,
      }}
    >
      <Box
        component={RouterLink}
        to={`/teams/${teamId}/players/${player.id}`}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 1.5, sm: 2.5 },
          py: 1.5,
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        <NumberBadge number={player.number} status={player.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="player-row-name">
            {player.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {details.join(' · ')}
          </Typography>
          <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
            <PlayerStatusChip status={player.status} />
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <PlayerStatusChip status={player.status} />
        </Box>
        <ChevronRightRounded
          sx={{ color: 'text.disabled', display: { xs: 'none', md: 'block' } }}
        />
      </Box>
      {(onEdit || onDelete) && (
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('players.list.actionsFor', { name: player.name })}
          data-testid="player-row-menu"
        >
          <MoreVertRounded />
        </IconButton>
      )}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {onEdit && (
          <MenuItem
            data-testid="player-row-edit"
            onClick={() => {
              close();
              onEdit();
            }}
          >
            <ListItemIcon>
              <EditRounded fontSize="small" />
            </ListItemIcon>
            {t('players.list.edit')}
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem
            sx={{ color: 'error.main' }}
            data-testid="player-row-delete"
            onClick={() => {
              close();
              onDelete();
            }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineRounded fontSize="small" />
            </ListItemIcon>
            {t('players.list.delete')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}

function Empty({
  onQuickAdd,
  onCreate,
  onImport,
  canAdd,
}: {
  onQuickAdd: () => void;
  onCreate: () => void;
  onImport: () => void;
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="players-empty"
      sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: { xs: 6, sm: 8 } }}
    >
      <Box
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 3,
          borderRadius: '30%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
        }}
      >
        <GroupAddRounded sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('players.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
        {t('players.empty.text')}
      </Typography>
      {canAdd && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<GroupAddRounded />}
            onClick={onQuickAdd}
            data-testid="players-empty-quick-add"
          >
            {t('players.quickAdd.open')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<UploadFileRounded />}
            onClick={onImport}
            data-testid="players-empty-import"
          >
            {t('players.import.emptyAction')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<PersonAddAltRounded />}
            onClick={onCreate}
            data-testid="players-empty-create"
          >
            {t('players.list.fullForm')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** /teams/{teamId}/players: the squad with search and filters. */
export function PlayersPage() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const team = useTeamQuery(teamId);
  const playersQuery = useTeamPlayersQuery(teamId);
  const { isError, refetch } = playersQuery;
  const { data: loaded, isPending: loading } = useDeferredQuery(playersQuery);
  // The actions follow the role: the list holds its skeleton until it is known (decision 0110).
  const rolePending = useTeamRoleState(teamId).pending;
  const players = rolePending ? undefined : loaded;
  const isPending = loading || rolePending;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [position, setPosition] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TPlayer | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // `?add=1` and `?import=1` (the team page's guided path) open the quick add or the import
  // once; the flag leaves the URL.
  const [quickAdding, setQuickAdding] = useState(() => searchParams.get('add') === '1');
  const [importOpen, setImportOpen] = useState(() => searchParams.get('import') === '1');
  useEffect(() => {
    if (!searchParams.has('add') && !searchParams.has('import')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('add');
    next.delete('import');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  const del = useDeletePlayer(teamId);
  usePageTitle(t('pages.players.title'));
  const canAdd = useCan(teamId, 'team.edit');
  const canEditAll = useCan(teamId, 'player.edit');
  const canEditMedical = useCan(teamId, 'player.medical.edit');
  const canEdit = canEditAll || canEditMedical;

  const shown = useMemo(
    () => filterPlayers(players ?? [], { query, status, position }),
    [players, query, status, position],
  );
  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const p of players ?? []) c[p.status] = (c[p.status] ?? 0) + 1;
    return c;
  }, [players]);
  const filtered = Boolean(query || status || position);
  const plan = usePlan();
  const used = players?.length ?? 0;
  // The plan is the team owner's (decision 0181): staff see no usage, the server counts for them.
  const owner = useIsTeamOwner(teamId);
  // At the plan's limit the create actions give way to why and the way on, before any form.
  const full = owner && isFull(plan, 'players', used);
  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <Box data-testid="players-page">
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('pages.players.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {team.data?.name ?? ''}
            {players ? ` · ${t('teams.card.players', { count: players.length })}` : ''}
          </Typography>
          {players && owner && (
            // Its height held before the plan comes: the chip moves nothing (decision 0110).
            <Box sx={{ mt: 1, minHeight: 24 }}>
              <UsageChip resource="players" used={used} limit={limitOf(plan, 'players')} />
            </Box>
          )}
        </Box>
        {canAdd && players && players.length > 0 && (
          // The ways to add players; at the plan's limit only the import stays, as it updates too.
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileRounded />}
              onClick={() => setImportOpen(true)}
              data-testid="player-import"
            >
              {t('players.import.action')}
            </Button>
            {!full && (
              <Button
                variant="outlined"
                startIcon={<PersonAddAltRounded />}
                onClick={openCreate}
                data-testid="player-create"
              >
                {t('players.list.fullForm')}
              </Button>
            )}
            {!full && (
              <Button
                variant="contained"
                startIcon={<GroupAddRounded />}
                onClick={() => setQuickAdding(true)}
                data-testid="players-quick-add"
              >
                {t('players.quickAdd.open')}
              </Button>
            )}
          </Box>
        )}
      </Box>

      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('teams.common.retry')}
            </Button>
          }
        >
          {t('players.list.loadError')}
        </Alert>
      )}

      {isPending && (
        <Card variant="outlined">
          {[0, 1, 2, 3].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }}>
              <Skeleton variant="circular" width={44} height={44} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="25%" />
              </Box>
            </Box>
          ))}
        </Card>
      )}

      {canAdd && plan && full && (
        <Box sx={{ mb: 3 }}>
          <LimitReached resource="players" tier={plan.tier} limit={plan.limits.players ?? used} />
        </Box>
      )}
      {players && players.length === 0 && (
        <Empty
          onQuickAdd={() => setQuickAdding(true)}
          onCreate={openCreate}
          onImport={() => setImportOpen(true)}
          canAdd={canAdd}
        />
      )}

      {players && players.length > 0 && (
        <>
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
            role="group"
            aria-label={t('players.fields.status')}
            data-testid="status-filter"
          >
            <Chip
              label={`${t('players.list.all')} · ${players.length}`}
              color={status === '' ? 'primary' : 'default'}
              variant={status === '' ? 'filled' : 'outlined'}
              onClick={() => setStatus('')}
              data-testid="status-filter-all"
            />
            {PLAYER_STATUSES.map((s: TPlayerStatus) => (
              <Chip
                key={s}
                label={`${t(`players.statusPlural.${s}`)} · ${counts[s] ?? 0}`}
                color={
                  status === s
                    ? STATUS_COLOR[s] === 'default'
                      ? 'primary'
                      : STATUS_COLOR[s]
                    : 'default'
                }
                variant={status === s ? 'filled' : 'outlined'}
                onClick={() => setStatus(status === s ? '' : s)}
                data-testid={`status-filter-${s}`}
                aria-pressed={status === s}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
            <TextField
              id="players-search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('players.list.searchPlaceholder')}
              label={t('players.list.search')}
              size="small"
              fullWidth
              sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded />
                    </InputAdornment>
                  ),
                  endAdornment: query ? (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        onClick={() => setQuery('')}
                        aria-label={t('players.list.clearSearch')}
                      >
                        <ClearRounded fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
            <TextField
              select
              id="players-position-filter"
              label={t('players.list.position')}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              size="small"
              sx={{ minWidth: { sm: 220 }, bgcolor: 'background.paper', borderRadius: 1 }}
              slotProps={{
                select: {
                  SelectDisplayProps: { 'data-testid': 'players-position-filter-select' } as object,
                },
              }}
            >
              <MenuItem value="">{t('players.list.allPositions')}</MenuItem>
              {POSITIONS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`labels.position.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>

          {shown.length === 0 ? (
            <Paper
              variant="outlined"
              sx={{ borderRadius: 3, p: 5, textAlign: 'center' }}
              data-testid="players-no-results"
            >
              <SearchOffRounded sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} />
              <Typography sx={{ fontWeight: 500 }}>{t('players.list.noResults')}</Typography>
              {filtered && (
                <Button
                  sx={{ mt: 2 }}
                  onClick={() => {
                    setQuery('');
                    setStatus('');
                    setPosition('');
                  }}
                >
                  {t('players.list.clearFilters')}
                </Button>
              )}
            </Paper>
          ) : (
            <Card variant="outlined" data-testid="player-list">
              {shown.map((p, i) => (
                <Fragment key={p.id}>
                  {i > 0 && <Divider component="div" />}
                  <PlayerRow
                    player={p}
                    teamId={teamId}
                    onEdit={
                      canEdit
                        ? () => {
                            setEditing(p);
                            setFormOpen(true);
                          }
                        : undefined
                    }
                    onDelete={canAdd ? () => del.ask(p) : undefined}
                  />
                </Fragment>
              ))}
            </Card>
          )}
        </>
      )}

      <OnceOpened open={quickAdding}>
        <QuickAddPlayersDialog
          open={quickAdding}
          teamId={teamId}
          onClose={() => setQuickAdding(false)}
          onFullForm={() => {
            setQuickAdding(false);
            openCreate();
          }}
        />
      </OnceOpened>
      <OnceOpened open={formOpen}>
        <PlayerFormDialog
          open={formOpen}
          teamId={teamId}
          player={editing}
          onClose={() => setFormOpen(false)}
        />
      </OnceOpened>
      <OnceOpened open={importOpen}>
        <ImportPlayersDialog
          open={importOpen}
          teamId={teamId}
          onClose={() => setImportOpen(false)}
        />
      </OnceOpened>
      {del.dialog}
    </Box>
  );
}

export default PlayersPage;
