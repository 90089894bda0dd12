import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { loadTexts } from '../i18n';
import { PAGE_TEXTS, type TTextPart } from '../i18n/text-parts';
import { AppRoot } from './AppRoot';
import { PublicOnlyRoute, RequireAuth } from './guards';
import type { RouteHandle, TPageKey } from './pages';
import { pageData } from './server-state/page-loaders';
import { RouteError } from './RouteError';
import { afterFrame } from './frame-staging';

/* Every page is lazy: /login loads only the shell and its own form. */
const loginPage = () =>
  import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.default }));
const registerPage = () =>
  import('../features/auth/pages/RegisterPage').then((m) => ({ Component: m.default }));
const profilePage = () =>
  import('../features/auth/pages/ProfilePage').then((m) => ({ Component: m.default }));
const securityPage = () =>
  import('../features/auth/pages/SecurityPage').then((m) => ({ Component: m.default }));
const matchesPage = () =>
  import('../features/matches/pages/MatchesPage').then((m) => ({ Component: m.default }));
const matchPage = () =>
  import('../features/matches/pages/MatchPage').then((m) => ({ Component: m.default }));
const matchDetailsPage = () =>
  import('../features/matches/pages/MatchDetailsPage').then((m) => ({ Component: m.default }));
const teamsPage = () =>
  import('../features/teams/pages/TeamsPage').then((m) => ({ Component: m.default }));
const teamDetailsPage = () =>
  import('../features/teams/pages/TeamDetailsPage').then((m) => ({ Component: m.default }));
const playersPage = () =>
  import('../features/players/pages/PlayersPage').then((m) => ({ Component: m.default }));
const playerPage = () =>
  import('../features/players/pages/PlayerPage').then((m) => ({ Component: m.default }));
const teamSummaryPage = () =>
  import('../features/stats/pages/TeamSummaryPage').then((m) => ({ Component: m.default }));
const teamStatsPage = () =>
  import('../features/stats/pages/TeamStatsPage').then((m) => ({ Component: m.default }));
const opponentPage = () =>
  import('../features/stats/pages/OpponentReportPage').then((m) => ({ Component: m.default }));
const playerStatsPage = () =>
  import('../features/stats/pages/PlayerStatsPage').then((m) => ({ Component: m.default }));
const teamEventsPage = () =>
  import('../features/events/pages/TeamEventsPage').then((m) => ({ Component: m.default }));
const calendarPage = () =>
  import('../features/calendar/pages/CalendarPage').then((m) => ({ Component: m.default }));
const callupPage = () =>
  import('../features/calendar/pages/CallupPage').then((m) => ({ Component: m.default }));
const auditPage = () =>
  import('../features/audit/pages/AuditPage').then((m) => ({ Component: m.default }));
const competitionFormPage = () =>
  import('../features/competitions/pages/CompetitionFormPage').then((m) => ({
    Component: m.default,
  }));
const settingsPage = () =>
  import('../features/settings/pages/SettingsPage').then((m) => ({ Component: m.default }));
const contactPage = () =>
  import('../features/contact/pages/ContactPage').then((m) => ({ Component: m.default }));
const pricingPage = () =>
  import('../features/subscription/pages/PricingPage').then((m) => ({ Component: m.default }));
const subscriptionPage = () =>
  import('../features/subscription/pages/SubscriptionPage').then((m) => ({ Component: m.default }));
const subscriptionSuccessPage = () =>
  import('../features/subscription/pages/SubscriptionSuccessPage').then((m) => ({
    Component: m.default,
  }));
const subscriptionFailurePage = () =>
  import('../features/subscription/pages/SubscriptionFailurePage').then((m) => ({
    Component: m.default,
  }));
const subscriptionPendingPage = () =>
  import('../features/subscription/pages/SubscriptionPendingPage').then((m) => ({
    Component: m.default,
  }));
/**
 * A page's code and its texts (decision 0106), asked for together. A catalog part that fails to
 * load leaves keys, not an error page.
 */
const withTexts =
  <T,>(part: TTextPart, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadTexts(part).catch(() => undefined)]).then(([route]) => route);

const liveSharePage = withTexts('liveShare', () =>
  import('../features/live-share/pages/LiveSharePage').then((m) => ({ Component: m.default })),
);
const answerPage = withTexts('answer', () =>
  import('../features/availability/pages/AnswerPage').then((m) => ({ Component: m.default })),
);
const confirmDeletionPage = withTexts('accountDeletion', () =>
  import('../features/account-deletion/pages/ConfirmDeletionPage').then((m) => ({
    Component: m.default,
  })),
);
const invitationPage = withTexts('invitation', () =>
  import('../features/staff/pages/InvitationPage').then((m) => ({ Component: m.default })),
);
const staffPage = () =>
  import('../features/staff/pages/StaffPage').then((m) => ({ Component: m.default }));
// TanStack Query and the signed-in user: every page but /login (decision 0069).
const serverState = () =>
  import('./server-state/ServerState').then((m) => ({ Component: m.default }));
const appLayout = () => import('./layout/AppLayout').then((m) => ({ Component: m.default }));
const publicLayout = () => import('./layout/PublicLayout').then((m) => ({ Component: m.default }));

type PageModule = () => Promise<{ Component: RouteObject['Component'] }>;

const page = (
  path: string,
  key: TPageKey,
  lazy: PageModule,
  loader?: RouteObject['loader'],
): RouteObject => ({
  path,
  lazy: withTexts(PAGE_TEXTS[key], lazy),
  loader,
  handle: { page: key } satisfies RouteHandle,
});

/** A signed-in route whose code waits for the frame's chunks, evaluated a task each (0098). */
const afterFrameRoute = (route: RouteObject): RouteObject =>
  typeof route.lazy === 'function' ? { ...route, lazy: afterFrame(route.lazy) } : route;

/** Signed-in pages of spec §2. */
export const signedInRoutes: RouteObject[] = [
  {
    index: true,
    lazy: withTexts(PAGE_TEXTS.teams, teamsPage),
    loader: pageData.teams,
    handle: { page: 'teams' } satisfies RouteHandle,
  },
  page('teams', 'teams', teamsPage, pageData.teams),
  page('dashboard', 'teams', teamsPage, pageData.teams),
  { path: 'matches', element: <Navigate to="/teams" replace /> },
  page('teams/:teamId', 'teamDetails', teamDetailsPage, pageData.team),
  page('teams/:teamId/summary', 'summary', teamSummaryPage, pageData.teamStats),
  page('teams/:teamId/players', 'players', playersPage),
  page('teams/:teamId/players/:playerId', 'player', playerPage),
  page('teams/:teamId/players/:playerId/stats', 'playerStats', playerStatsPage),
  page('teams/:teamId/matches', 'matches', matchesPage),
  page('teams/:teamId/matches/:matchId', 'match', matchPage, pageData.match),
  page(
    'teams/:teamId/matches/:matchId/details',
    'matchDetails',
    matchDetailsPage,
    pageData.matchDetails,
  ),
  page('teams/:teamId/events', 'events', teamEventsPage),
  page('teams/:teamId/calendar', 'calendar', calendarPage),
  page('teams/:teamId/calendar/:kind/:eventId', 'callup', callupPage),
  page('teams/:teamId/stats', 'stats', teamStatsPage, pageData.teamStats),
  page('teams/:teamId/audit', 'audit', auditPage),
  page('teams/:teamId/stats/opponent', 'opponent', opponentPage),
  page('teams/:teamId/staff', 'staff', staffPage),
  page('teams/:teamId/tournaments/new', 'competitionNew', competitionFormPage),
  page('teams/:teamId/tournaments/:competitionId', 'competitionEdit', competitionFormPage),
  page('teams/:teamId/tournaments/:competitionId/matches', 'competitionMatches', matchesPage),
  page(
    'teams/:teamId/tournaments/:competitionId/matches/:matchId',
    'match',
    matchPage,
    pageData.match,
  ),
  page(
    'teams/:teamId/tournaments/:competitionId/matches/:matchId/details',
    'matchDetails',
    matchDetailsPage,
    pageData.matchDetails,
  ),
  page('profile', 'profile', profilePage),
  page('security', 'security', securityPage),
  page('settings', 'settings', settingsPage),
  page('subscription', 'subscription', subscriptionPage),
  page('contact', 'contact', contactPage),
].map(afterFrameRoute);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: 'login', lazy: loginPage },
          { lazy: serverState, children: [{ path: 'register', lazy: registerPage }] },
        ],
      },
      {
        lazy: serverState,
        children: [
          {
            lazy: publicLayout,
            children: [
              {
                errorElement: <RouteError inLayout />,
                children: [
                  page('pricing', 'pricing', pricingPage),
                  page('subscription/success', 'subscriptionSuccess', subscriptionSuccessPage),
                  page('subscription/failure', 'subscriptionFailure', subscriptionFailurePage),
                  page('subscription/pending', 'subscriptionPending', subscriptionPendingPage),
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: afterFrame(serverState),
            loader: pageData.shell,
            children: [
              {
                path: '/',
                lazy: afterFrame(appLayout),
                children: [{ errorElement: <RouteError inLayout />, children: signedInRoutes }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // A match's read-only live page (decision 0053), outside the session: a stale login on this
  // device must not send a parent to the sign-in page.
  {
    lazy: serverState,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/live/:token', lazy: liveSharePage },
      // A called-up player's own answer link (decision 0158), outside the session like /live.
      { path: '/answer/:token', lazy: answerPage },
      // The mailed link that confirms an account's deletion (decision 0172): the session ends there.
      { path: '/account/delete', lazy: confirmDeletionPage },
      // The mailed invitation to a team's staff (decision 0176): signed in or not.
      { path: '/invitations/:token', lazy: invitationPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
