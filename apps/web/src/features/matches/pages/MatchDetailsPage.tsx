import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import { resolveRulesConfig } from '@futsal/shared/futsal/config';
import { periodPlan } from '@futsal/shared/futsal/periods';
import { replayMatch } from '@futsal/shared/futsal/replay';
import type { TMatchState } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
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
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { MatchStatsSection } from '../../stats';
import { useTeamQuery } from '../../teams';
import type { TSquadPlayer } from '../api/get-squad';
import { useMatchQuery } from '../api/get-match';
import { useMatchEventsQuery } from '../api/get-match-events';
import { useSquadQuery } from '../api/get-squad';
import { CardMark, EventIcon } from '../components/EventIcon';
import { describeEntry, KEY_EVENTS } from '../lib/describe-event';
import { indexSquad, rulesConfig } from '../lib/rules-config';
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

function Timeline({
  match,
  state,
  log,
  squad,
}: {
  match: TMatch;
  state: TMatchState;
  log: readonly TMatchEvent[];
  squad: readonly TSquadPlayer[];
}) {
  const { t } = useTranslation();
  const players = useMemo(() => indexSquad(squad), [squad]);
  const byId = useMemo(() => new Map(log.map((e) => [e.id, e])), [log]);
  const plan = periodPlan(resolveRulesConfig(rulesConfig(match, squad)));
  const periods = plan.filter((s) => state.timeline[s.period].length > 0);
  if (periods.length === 0)
    return <Typography color="text.secondary">{t('live.timelineEmpty')}</Typography>;
  return (
    <Stack spacing={2}>
      {periods.map((slot) => (
        <Box key={slot.period} data-testid={`timeline-${slot.period}`}>
          <Typography variant="overline" color="text.secondary">
            {t(`matches.periods.${slot.period}`)}
          </Typography>
          <Stack component="ol" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.timeline[slot.period]
              .filter((e) => KEY_EVENTS.has(e.type))
              .map((entry) => (
                <Box
                  component="li"
                  key={entry.eventId}
                  data-type={entry.type}
                  sx={(theme) => ({
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 2,
                    bgcolor:
                      entry.type === 'goal'
                        ? alpha(theme.palette.success.main, 0.12)
                        : entry.type === 'rival_goal'
                          ? alpha(theme.palette.error.main, 0.1)
                          : 'transparent',
                    flexDirection: entry.side === 'rival' ? 'row-reverse' : 'row',
                    textAlign: entry.side === 'rival' ? 'right' : 'left',
                  })}
                >
                  <Typography
                    component="span"
                    sx={{ fontWeight: 700, minWidth: 52, fontVariantNumeric: 'tabular-nums' }}
                    data-testid="timeline-minute"
                  >
                    {entry.display}
                  </Typography>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-flex', width: 20, justifyContent: 'center' }}
                  >
                    <EventIcon type={entry.type} />
                  </Box>
                  <Typography component="span" variant="body2" sx={{ flex: 1 }}>
                    {describeEntry(entry, byId.get(entry.eventId), players, t)}
                  </Typography>
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
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

export function MatchDetailsPage() {
  const { t } = useTranslation();
  const { teamId = '', tournamentId, matchId = '' } = useParams();
  const match = useMatchQuery(matchId);
  const squad = useSquadQuery(teamId);
  const events = useMatchEventsQuery(matchId);
  const team = useTeamQuery(teamId);
  const base = matchBase(teamId, tournamentId);
  usePageTitle(t('pages.matchDetails.title'));

  const state = useMemo(
    () =>
      match.data && squad.data && events.data
        ? replayMatch(rulesConfig(match.data, squad.data), events.data)
        : null,
    [match.data, squad.data, events.data],
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
  if (!match.data || !squad.data || !events.data || !state) {
    return <Skeleton variant="rounded" height={360} />;
  }
  const m = match.data;
  const players = indexSquad(squad.data);
  const selected = [...(m.lineup?.starters ?? []), ...(m.lineup?.substitutes ?? [])];
  const s = state.summary;
  const goalTypes = Object.entries(s.goalTypes);

  return (
    <Box data-testid="match-details">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton component={RouterLink} to={base} aria-label={t('matches.backToList')}>
          <ArrowBackRounded />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('pages.matchDetails.title')}
        </Typography>
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
          <Typography
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
        <Chip
          size="small"
          label={state.finished ? t('live.finished') : t(`matches.status.${m.status}`)}
          color={state.finished ? 'success' : 'default'}
        />
      </Paper>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1fr) minmax(0,1fr)' },
          alignItems: 'start',
        }}
      >
        <Card title={t('matches.detailsPage.timeline')} testid="details-timeline">
          <Timeline match={m} state={state} log={events.data} squad={squad.data} />
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
                    label={`${t(`matches.goalTypes.${type}`)} · ${n}`}
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
              <TableContainer>
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
                            {t(`matches.participation.${state.participation[id] ?? 'bench'}`)}
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
      </Box>
    </Box>
  );
}

export default MatchDetailsPage;
