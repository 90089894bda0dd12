import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import { replayMatch } from '@futsal/shared/futsal/replay';
import { elapsedMs } from '@futsal/shared/futsal/clock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { useNow, wallSecond } from '../../../lib/use-now';
import { StagedSections } from '../../../components/StagedSections';
import { usePageTitle } from '../../../lib/use-page-title';
import { ShareLiveButton } from '../../live-share';
import { MatchStatsSection, opponentReportPath } from '../../stats';
import { useTeamQuery } from '../../teams';
import { useMatchQuery } from '../api/get-match';
import { useMatchEventsQuery } from '../api/get-match-events';
import { useMatchStream } from '../../live';
import { useSquadQuery } from '../api/get-squad';
import { CardMark } from '../components/EventIcon';
import { MatchTimeline } from '../components/MatchTimeline';
import { indexSquad, rulesConfig } from '../lib/rules-config';
import { shootoutResult } from '../lib/shootout-result';
import { matchBase } from '../paths';
import { isMissingError } from '../../../app/missing/missing-resource';

const mmss = (sec: number) =>
  `${Math.floor(sec / 60)}:${String(Math.floor(sec % 60)).padStart(2, '0')}`;

function Card({ title, children, testid }: { title: string; children: ReactNode; testid: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }} data-testid={testid}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Stat({ label, value, testid }: { label: string; value: ReactNode; testid?: string }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        textAlign: 'center',
      }}
      data-testid={testid}
    >
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const SECTIONS_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' },
  alignItems: 'start',
} as const;

export function MatchDetailsPage() {
  const { t } = useTranslation();
  const { teamId = '', competitionId, matchId = '' } = useParams();
  const match = useMatchQuery(matchId);
  const squad = useSquadQuery(teamId);
  const events = useMatchEventsQuery(matchId);
  // Replies are drawn at a transition's priority (lib/use-deferred-query.ts): the replay and the
  // page's sections were one task of the reply's own render.
  const matchData = useDeferredValue(match.data);
  const squadData = useDeferredValue(squad.data);
  const log = useDeferredValue(events.data);
  const team = useTeamQuery(teamId);
  const base = matchBase(teamId, competitionId);
  usePageTitle(t('pages.matchDetails.title'));

  // A match still to be played or being played follows its log live (decision 0047).
  const status = match.data?.status;
  useMatchStream(matchId, status === 'live' || status === 'scheduled');
  const config = useMemo(
    () => (matchData && squadData ? rulesConfig(matchData, squadData) : null),
    [matchData, squadData],
  );
  const logState = useMemo(() => (config && log ? replayMatch(config, log) : null), [config, log]);
  // The clock runs from the log's stopwatch, as on the console (decision 0048).
  // Replayed again once per second the stopwatch shows, not per read of the time.
  const stopwatch = logState?.stopwatch;
  const now = useNow(Boolean(stopwatch?.running), (at) =>
    stopwatch ? Math.floor(elapsedMs(stopwatch, at) / 1000) : wallSecond(at),
  );
  const state = useMemo(
    () => (config && log && logState?.stopwatch ? replayMatch(config, log, { now }) : logState),
    [config, log, logState, now],
  );

  // A missing match is redirected by the layout (decision 0019); other failures show here.
  if (
    (match.isError && !isMissingError(match.error)) ||
    (events.isError && !isMissingError(events.error))
  ) {
    return (
      <Alert severity="error">
        {errorMessage(match.error ?? events.error, t, 'matches.loadError')}
      </Alert>
    );
  }
  if (!matchData || !squadData || !log || !state) {
    return <Skeleton variant="rounded" height={360} />;
  }
  const m = matchData;
  const players = indexSquad(squadData);
  const selected = [...(m.lineup?.starters ?? []), ...(m.lineup?.substitutes ?? [])];
  const s = state.summary;
  const shootout = shootoutResult(state.shootout);
  const goalTypes = Object.entries(s.goalTypes);

  return (
    <Box data-testid="match-details">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        <IconButton component={RouterLink} to={base} aria-label={t('matches.backToList')}>
          <ArrowBackRounded />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('pages.matchDetails.title')}
        </Typography>
        <ShareLiveButton matchId={m.id} />
        <Button
          component={RouterLink}
          to={opponentReportPath(teamId, m.opponent)}
          startIcon={<PersonSearchRounded />}
          variant="text"
          data-testid="opponent-report-link"
        >
          {t('stats.opponent.link')}
        </Button>
        {m.status !== 'finished' && (
          <Button
            component={RouterLink}
            to={`${base}/${m.id}`}
            startIcon={<SportsSoccerRounded />}
            variant="outlined"
          >
            {t('matches.openConsole')}
          </Button>
        )}
      </Stack>

      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 2, sm: 3 },
          mb: 2,
          borderRadius: 3,
          textAlign: 'center',
          backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.12)}, ${alpha(theme.palette.secondary.main, 0.1)})`,
        })}
      >
        <Typography variant="body2" color="text.secondary">
          {formatDate(m.date, 'medium')} · {dayjs(m.date).format('HH:mm')} · {m.location} ·{' '}
          {m.isHome ? t('matches.home') : t('matches.away')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto 1fr',
            alignItems: 'center',
            gap: 2,
            mt: 1,
          }}
        >
          <Typography sx={{ fontWeight: 600, textAlign: 'right' }} noWrap>
            {team.data?.name ?? t('live.us')}
          </Typography>
          {/* A figure, not a paragraph nor a heading (axe's p-as-heading read a big bold <p> as one). */}
          <Typography
            component="div"
            data-testid="final-score"
            sx={{
              fontSize: { xs: '2.5rem', sm: '3rem' },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {state.score.us} – {state.score.rival}
          </Typography>
          <Typography sx={{ fontWeight: 600, textAlign: 'left' }} noWrap>
            {m.opponent}
          </Typography>
        </Box>
        {shootout && (
          <Typography
            data-testid="shootout-result"
            sx={{ fontWeight: 600, mb: 1 }}
            color={shootout.winner === 'us' ? 'success.main' : 'text.primary'}
          >
            {shootout.winner
              ? t('matches.shootoutWon', {
                  team: shootout.winner === 'us' ? (team.data?.name ?? t('live.us')) : m.opponent,
                  us: shootout.us,
                  rival: shootout.rival,
                })
              : t('matches.shootoutShort', { us: shootout.us, rival: shootout.rival })}
          </Typography>
        )}
        <Chip
          size="small"
          label={state.finished ? t('live.finished') : t(`matches.status.${m.status}`)}
          color={state.finished ? 'success' : 'default'}
        />
        {state.running && (
          <Typography
            data-testid="details-clock"
            data-running={state.stopwatch?.running ? 'true' : 'false'}
            sx={{ mt: 1, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {state.clock.display}
          </Typography>
        )}
      </Paper>

      {/* Below the score, a section a commit (decision 0102). */}
      <StagedSections sx={SECTIONS_GRID}>
        <Card title={t('matches.detailsPage.timeline')} testid="details-timeline">
          {/* The log's own state, not the ticking one: its timeline is the same, and a live
              match's clock then redraws no entry of it each second (memo). */}
          <MatchTimeline match={m} state={logState ?? state} log={log} squad={squadData} />
        </Card>
        <Stack spacing={2}>
          <Card title={t('matches.detailsPage.summary')} testid="details-summary">
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
              }}
            >
              <Stat label={t('matches.detailsPage.shots')} value={s.shots} testid="summary-shots" />
              <Stat label={t('matches.detailsPage.shotsOnTarget')} value={s.shotsOnTarget} />
              <Stat
                label={t('matches.detailsPage.fouls')}
                value={`${s.fouls.us} – ${s.fouls.rival}`}
                testid="summary-fouls"
              />
              <Stat label={t('matches.detailsPage.yellow')} value={s.yellowCards} />
              <Stat
                label={t('matches.detailsPage.red')}
                value={`${s.redCards.us} – ${s.redCards.rival}`}
                testid="summary-red"
              />
              <Stat label={t('matches.detailsPage.corners')} value={s.corners} />
              <Stat
                label={t('matches.detailsPage.timeouts')}
                value={`${s.timeouts.us} – ${s.timeouts.rival}`}
              />
            </Box>
            {goalTypes.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
                {goalTypes.map(([type, n]) => (
                  <Chip
                    key={type}
                    size="small"
                    variant="outlined"
                    label={`${t(`labels.goalType.${type}`)} · ${n}`}
                  />
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Card title={t('matches.detailsPage.lineup')} testid="details-lineup">
            {selected.length === 0 ? (
              <Typography color="text.secondary">{t('matches.detailsPage.noLineup')}</Typography>
            ) : (
              // It scrolls sideways on a phone and no cell holds a control to tab to: the keyboard
              // reaches it as a named region (WCAG 2.1.1, axe's scrollable-region-focusable).
              <TableContainer
                role="region"
                aria-label={t('matches.detailsPage.lineup')}
                tabIndex={0}
              >
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell>{t('matches.detailsPage.player')}</TableCell>
                      <TableCell>{t('matches.detailsPage.participation')}</TableCell>
                      <TableCell align="right">{t('matches.detailsPage.minutes')}</TableCell>
                      <TableCell align="right">
                        <SportsSoccerRounded sx={{ fontSize: 16, verticalAlign: 'middle' }} />
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {selected.map((id) => {
                      const stats = state.players[id];
                      return (
                        <TableRow key={id} data-testid={`details-player-${id}`}>
                          <TableCell>{players[id]?.number ?? ''}</TableCell>
                          <TableCell>
                            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                              <span>{players[id]?.name ?? '—'}</span>
                              {Array.from({ length: stats?.yellowCards ?? 0 }, (_, i) => (
                                <CardMark key={i} color="yellow" size={12} />
                              ))}
                              {stats?.redCards ? <CardMark color="red" size={12} /> : null}
                            </Stack>
                          </TableCell>
                          <TableCell>
                            {t(`labels.participation.${state.participation[id] ?? 'bench'}`)}
                          </TableCell>
                          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {mmss(state.secondsPlayed[id] ?? 0)}
                          </TableCell>
                          <TableCell align="right">{stats?.goals || ''}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Card>
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <MatchStatsSection teamId={teamId} matchId={m.id} />
        </Box>
      </StagedSections>
    </Box>
  );
}

export default MatchDetailsPage;
