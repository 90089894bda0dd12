import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePlayerQuery } from '../../features/players/api/get-player';
import { useTeamQuery } from '../../features/teams/api/get-team';
import { useCompetitionQuery } from '../../features/competitions/api/get-competition';
import { useRouteIds } from './use-route-ids';

interface Crumb {
  label: string;
  to: string;
  /** A team, player or competition name: of any length, so it gives way first. */
  isName?: boolean;
}

const SECTION_KEYS: Record<string, string> = {
  summary: 'menu.summary',
  players: 'menu.players',
  matches: 'menu.matches',
  events: 'menu.events',
  calendar: 'menu.calendar',
  stats: 'menu.stats',
  tournaments: 'menu.competitions',
  details: 'pages.matchDetails.title',
  opponent: 'pages.opponent.title',
  staff: 'pages.staff.title',
  new: 'menu.newCompetition',
  profile: 'menu.profile',
  security: 'menu.security',
  settings: 'menu.settings',
  subscription: 'menu.subscription',
  contact: 'menu.contact',
  teams: 'menu.teams',
  dashboard: 'menu.teams',
  audit: 'pages.audit.title',
};

/**
 * Path-derived trail; team, player and competition names are fetched by id
 * (an empty name when the fetch fails, spec §2).
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { teamId, playerId, competitionId } = useRouteIds();
  const team = useTeamQuery(teamId);
  const player = usePlayerQuery(playerId);
  const competition = useCompetitionQuery(competitionId);

  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let path = '';
  segments.forEach((seg, i) => {
    path += `/${seg}`;
    const prev = segments[i - 1];
    // A call-up's path (calendar/{match|training}/{id}) is one crumb: the call-up.
    if (prev === 'calendar' && (seg === 'match' || seg === 'training')) return;
    let label: string;
    if (segments[i - 2] === 'calendar' && (prev === 'match' || prev === 'training'))
      label = t('pages.callup.title');
    else if (seg === teamId && prev === 'teams') label = team.data?.name ?? '';
    else if (seg === playerId && prev === 'players') label = player.data?.name ?? '';
    else if (seg === competitionId && prev === 'tournaments') label = competition.data?.name ?? '';
    else if (prev === 'matches' && seg !== 'details') label = t('pages.match.title');
    else if (seg === 'stats' && prev === playerId) label = t('pages.playerStats.title');
    else label = SECTION_KEYS[seg] ? t(SECTION_KEYS[seg]) : seg;
    // "tournaments" alone is not a page: link it to the team.
    const to = seg === 'tournaments' && teamId ? `/teams/${teamId}` : path;
    const isName =
      (seg === teamId && prev === 'teams') ||
      (seg === playerId && prev === 'players') ||
      (seg === competitionId && prev === 'tournaments');
    crumbs.push({ label, to, isName });
  });
  if (crumbs.length === 0) crumbs.push({ label: t('menu.teams'), to: '/teams' });

  return (
    <MuiBreadcrumbs
      aria-label={t('layout.breadcrumbs')}
      separator={<NavigateNextRounded sx={{ fontSize: 16 }} />}
      data-testid="breadcrumbs"
      sx={{
        display: { xs: 'none', sm: 'block' },
        fontSize: '0.8125rem',
        // A flex child of the top bar: shrink and ellipsize the crumbs rather than run under the buttons.
        minWidth: 0,
        overflow: 'hidden',
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap', minWidth: 0 },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
        // Names give way first, down to a few letters; only then the section crumbs shrink.
        '& .MuiBreadcrumbs-li:has([data-crumb-name])': { flexShrink: 1000, minWidth: '4em' },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
      }}
      maxItems={5}
    >
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 ? (
          <Typography
            key={c.to}
            variant="body2"
            color="text.primary"
            noWrap
            data-crumb-name={c.isName || undefined}
            sx={{ display: 'block', fontSize: 'inherit', fontWeight: 500 }}
            aria-current="page"
          >
            {c.label}
          </Typography>
        ) : (
          <Link
            key={c.to}
            component={RouterLink}
            to={c.to}
            underline="hover"
            color="text.secondary"
            noWrap
            title={c.label}
            data-crumb-name={c.isName || undefined}
            sx={{ display: 'block', fontSize: 'inherit' }}
          >
            {c.label}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
