import AddRounded from '@mui/icons-material/AddRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExportButton } from '../../data-export';
import { ReportButton } from '../../reports';
import { fileSlug } from '../../../lib/save-blob';
import { useTeamCompetitionsQuery, CompetitionIcon } from '../../competitions';
import { useTeamQuery } from '../api/get-team';
import type { TTeam } from '@futsal/shared/schemas/team';
import { useTeamsQuery } from '../api/get-teams';
import { useCan, useIsTeamOwner, useTeamRoleState } from '../api/use-team-role';
import { HeldPlace } from '../../../components/HeldPlace';
import { RoleBadge } from '../components/RoleBadge';
import { can } from '@futsal/shared/roles';
import { useTeamMatchesQuery } from '../../matches';
import { GuidedPath } from '../components/GuidedPath';
import { NextMatchCard } from '../components/NextMatchCard';
import { useGuideDismissal } from '../lib/guide-dismissal';
import { GUIDE_MIN_PLAYERS, guideShown, guideSteps } from '../lib/guided-path';
import { TeamAvatar } from '../components/TeamAvatar';
import { TeamRecord } from '../components/TeamRecord';
import { isRecordScope, nextMatch, teamRecord, type TRecordScope } from '../lib/team-record';
import { OnceOpened } from '../../../components/OnceOpened';
import { TeamFormDialog } from '../components/lazy-dialogs';
import { useDeleteTeam } from '../components/use-delete-team';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { UsageChip } from '../../../components/PlanUsage';
import { isFull, limitOf, usePlan } from '../../subscription';

type Tone = 'primary' | 'secondary' | 'warning' | 'info';

function SectionLink({
  to,
  icon,
  title,
  text,
  tone = 'primary',
  testId,
  badge,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  tone?: Tone;
  testId: string;
  /** Beside the title, in a row of its height: drawn late, it moves nothing. */
  badge?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', '&:hover': { borderColor: `${tone}.main` } }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        data-testid={testId}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            {badge}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
        <ArrowForwardRounded sx={{ color: 'text.disabled' }} />
      </CardActionArea>
    </Card>
  );
}

function Competitions({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const canEdit = useCan(teamId, 'team.edit');
  // The plan's usage is its owner's to act on: staff see none of it (decision 0181).
  const owner = useIsTeamOwner(teamId);
  const { data: list = [], isPending } = useDeferredQuery(useTeamCompetitionsQuery(teamId));
  const plan = usePlan();
  // Competitions count per account: at the limit the way on is /pricing, not an empty form.
  const full = plan ? isFull(plan, 'competitions', plan.usage.competitions) : false;
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600, flexShrink: 0 }}>
              {t('menu.competitions')}
            </Typography>
            {/* In the header row: drawn when the plan comes, it moves nothing (decision 0110). */}
            {plan && owner && (
              <UsageChip
                resource="competitions"
                used={plan.usage.competitions}
                limit={plan.limits.competitions}
              />
            )}
          </Box>
          {canEdit && (
            <Button
              component={RouterLink}
              to={full && owner ? '/pricing' : `/teams/${teamId}/tournaments/new`}
              size="small"
              startIcon={full && owner ? <WorkspacePremiumRounded /> : <AddRounded />}
              data-testid="team-new-competition"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap', ml: 1 }}
            >
              {t('menu.newCompetition')}
            </Button>
          )}
        </Box>
        {isPending ? (
          <Skeleton height={48} />
        ) : list.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
            {t('menu.noCompetitions')}
          </Typography>
        ) : (
          <List disablePadding>
            {list.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/teams/${teamId}/tournaments/${c.id}`}
                  sx={{ borderRadius: 2, px: 1 }}
                >
                  <ListItemIcon
                    sx={{ minWidth: 40, color: c.type === 'cup' ? 'warning.main' : 'primary.main' }}
                  >
                    <CompetitionIcon type={c.type} />
                  </ListItemIcon>
                  <ListItemText
                    primary={c.name}
                    secondary={[
                      t(`competitions.type.${c.type === 'cup' ? 'cup' : 'tournament'}`),
                      c.startDate ? formatDate(c.startDate, 'medium') : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  {c.status && (
                    <Chip
                      size="small"
                      label={t(`competitions.status.${c.status}`, { defaultValue: c.status })}
                      variant="outlined"
                    />
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** The ways into the team's sections, beside its competitions. */
function TeamSections({ teamId, squad }: { teamId: string; squad: number | null }) {
  const { t } = useTranslation();
  const plan = usePlan();
  const seesActivity = useCan(teamId, 'members.manage');
  const owner = useIsTeamOwner(teamId);
  const canEdit = useCan(teamId, 'team.edit');
  const canStats = useCan(teamId, 'stats.read');
  const base = `/teams/${teamId}`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SectionLink
          to={`${base}/players`}
          icon={<GroupsRounded />}
          title={t('menu.players')}
          text={t('teams.details.playersText')}
          testId="team-link-players"
          badge={
            squad === null || !owner ? null : (
              <UsageChip resource="players" used={squad} limit={limitOf(plan, 'players')} />
            )
          }
        />
        <SectionLink
          to={`${base}/matches`}
          icon={<SportsSoccerRounded />}
          title={t('menu.matches')}
          text={t('teams.details.matchesText')}
          tone="secondary"
          testId="team-link-matches"
        />
        {canEdit && (
          <SectionLink
            to={`${base}/tournaments/new`}
            icon={<EmojiEventsRounded />}
            title={t('menu.competitions')}
            text={t('teams.details.competitionsText')}
            tone="warning"
            testId="team-link-competitions"
          />
        )}
        {canStats && (
          <SectionLink
            to={`${base}/summary`}
            icon={<DashboardRounded />}
            title={t('menu.summary')}
            text={t('teams.details.summaryText')}
            tone="info"
            testId="team-link-summary"
          />
        )}
        {seesActivity && (
          <SectionLink
            to={`${base}/audit`}
            icon={<HistoryRounded />}
            title={t('pages.audit.title')}
            text={t('pages.audit.description')}
            tone="secondary"
            testId="team-link-audit"
          />
        )}
        <SectionLink
          to={`${base}/staff`}
          icon={<BadgeRounded />}
          title={t('pages.staff.title')}
          text={t('pages.staff.description')}
          tone="secondary"
          testId="team-link-staff"
        />
      </Box>
      <Competitions teamId={teamId} />
    </Box>
  );
}

/** /teams/{teamId}: header, quick stats and the ways into the team's sections. */
export function TeamDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { teamId = '' } = useParams();
  const summary = useTeamQuery(teamId);
  const list = useDeferredQuery(useTeamsQuery());
  const full: TTeam | undefined = list.data?.find((x) => x.id === teamId);
  const [editing, setEditing] = useState(false);
  const del = useDeleteTeam(() => void navigate('/teams', { replace: true }));
  const name = full?.name ?? summary.data?.name ?? '';
  usePageTitle(name || t('pages.teamDetails.title'));

  const loading = !full && !summary.data;
  const team = full;
  const matches = useDeferredQuery(useTeamMatchesQuery(teamId));
  const competitions = useDeferredQuery(useTeamCompetitionsQuery(teamId));
  const competitionNames = new Map((competitions.data ?? []).map((c) => [c.id, c.name]));
  const upcoming = matches.data ? nextMatch(matches.data, new Date()) : null;
  const [searchParams, setSearchParams] = useSearchParams();
  const scopeParam = searchParams.get('record');
  const scope: TRecordScope = isRecordScope(scopeParam) ? scopeParam : 'all';
  const setScope = (next: TRecordScope) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('record');
    else params.set('record', next);
    setSearchParams(params, { replace: true });
  };
  const description = full?.description ?? summary.data?.description ?? '';
  const division = full?.division ?? summary.data?.division ?? '';
  const logo = full?.logo ?? summary.data?.logo ?? null;
  const playerCount = full ? full.players.length : null;
  const guide = guideSteps({
    players: playerCount,
    competitions: competitions.data ? competitions.data.length : null,
    matches: matches.data ? matches.data.length : null,
  });
  const { dismissed, dismiss } = useGuideDismissal(teamId);
  // What the role may not do is not offered (decision 0181); the server refuses it anyway. The
  // role comes with the team's summary or the teams list, whichever is first; until then the
  // actions keep their places, so the header holds still when it comes (decision 0110).
  const { role, pending: rolePending } = useTeamRoleState(teamId);
  const canEdit = can(role, 'team.edit');
  const canDelete = can(role, 'team.delete');
  const held = (action: ReactNode) => (rolePending ? <HeldPlace>{action}</HeldPlace> : action);
  const guideKnown = guide.every((s) => s.state !== 'unknown');

  return (
    <Box data-testid="team-details-page">
      <Card variant="outlined" sx={{ mb: 3, overflow: 'hidden' }}>
        <Box
          sx={{
            height: { xs: 56, sm: 72 },
            background: (theme) =>
              `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.85)}, ${alpha(theme.palette.secondary.main, 0.75)})`,
          }}
        />
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, pt: 0 }}>
          <Box
            sx={{
              display: 'flex',
              gap: { xs: 2, sm: 3 },
              alignItems: { xs: 'flex-start', sm: 'flex-end' },
              flexDirection: { xs: 'column', sm: 'row' },
              mt: { xs: -4, sm: -5 },
            }}
          >
            {loading ? (
              <Skeleton variant="rounded" width={104} height={104} sx={{ borderRadius: 3 }} />
            ) : (
              <TeamAvatar
                name={name}
                logo={logo}
                size={104}
                testId="team-details-logo"
                sx={{ boxShadow: 3, border: 4, borderColor: 'background.paper' }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontWeight: 700, wordBreak: 'break-word' }}
                data-testid="team-details-name"
              >
                {loading ? <Skeleton width={240} /> : name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {division && (
                  <Chip label={division} color="primary" size="small" variant="outlined" />
                )}
                {team?.foundedYear && (
                  <Chip
                    icon={<CalendarMonthRounded />}
                    label={t('teams.details.founded', { year: team.foundedYear })}
                    size="small"
                    variant="outlined"
                  />
                )}
                <RoleBadge role={role} />
                {team?.coach && (
                  <Chip
                    label={t('teams.details.coach', { name: team.coach })}
                    size="small"
                    variant="outlined"
                  />
                )}
              </Stack>
            </Box>
            {/* A gap, not margins: a held action's place (display: contents) takes no margin. */}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
              <ReportButton kind="team" id={teamId} fallbackName={fileSlug(name)} />
              <ExportButton kind="team" id={teamId} fallbackName={fileSlug(name)} />
              {(canEdit || rolePending) &&
                held(
                  <Button
                    variant="outlined"
                    startIcon={<EditRounded />}
                    onClick={() => setEditing(true)}
                    disabled={!team}
                    data-testid="team-details-edit"
                  >
                    {t('teams.card.edit')}
                  </Button>,
                )}
              {(canDelete || rolePending) &&
                held(
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteOutlineRounded />}
                    onClick={() => del.ask({ id: teamId, name })}
                    disabled={loading}
                    data-testid="team-details-delete"
                  >
                    {t('teams.card.delete')}
                  </Button>,
                )}
            </Stack>
          </Box>
          {description && (
            <Typography
              color="text.secondary"
              sx={{ mt: 2.5, whiteSpace: 'pre-line', maxWidth: 820 }}
              data-testid="team-details-description"
            >
              {description}
            </Typography>
          )}
        </CardContent>
      </Card>

      {/* Drawn with the header, whose description sets where it starts: drawn first, it would
          move down when the team came (decision 0110). The guided path's facts come with it, so
          the path, when it shows, is there from the first frame, whichever reply comes last. */}
      {!loading && guideKnown && (
        <>
          {canEdit && !dismissed && guideShown(guide) && (
            <GuidedPath teamId={teamId} steps={guide} players={playerCount} onDismiss={dismiss} />
          )}
          <Box sx={{ mb: 3 }}>
            <NextMatchCard
              teamId={teamId}
              needsPlayers={playerCount !== null && playerCount < GUIDE_MIN_PLAYERS}
              match={upcoming}
              loading={matches.isPending}
              competitionName={
                upcoming?.competitionId ? competitionNames.get(upcoming.competitionId) : undefined
              }
            />
          </Box>

          <TeamRecord
            players={team ? team.players.length : null}
            record={matches.data ? teamRecord(matches.data, scope) : null}
            scope={scope}
            onScope={setScope}
          />

          <TeamSections teamId={teamId} squad={team ? team.players.length : null} />
        </>
      )}

      <OnceOpened open={editing}>
        <TeamFormDialog open={editing} team={team} onClose={() => setEditing(false)} />
      </OnceOpened>
      {del.dialog}
    </Box>
  );
}

export default TeamDetailsPage;
