import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import SportsHandballRounded from '@mui/icons-material/SportsHandballRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import type { TSide } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent, TMatchEventOf } from '@futsal/shared/schemas/match-events';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type TSquadPlayer, CardMark, indexSquad, rulesConfig } from '../../matches';
import { shootoutMoment } from '@futsal/shared/futsal/shootout';
import { useLiveMatch } from '../lib/use-live-match';
import { ExpelledChips } from './ExpelledChips';
import { GoalSheet } from './GoalSheet';
import { IndirectFouls } from './IndirectFouls';
import { LawsBanners } from './LawsBanners';
import { LiveTimeline } from './LiveTimeline';
import { PlayerTile } from './PlayerTile';
import { ShootoutPanel } from './ShootoutPanel';
import { SyncBadge } from './SyncBadge';

type TPick = 'goal' | 'yellow' | 'red';
type TAction = TPick | 'shot' | 'foul' | 'corner';

const mmss = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/** `order` places the section on phones, where both columns become one. */
function Section({
  title,
  children,
  action,
  order,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  order: number;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, order: { xs: order, md: 0 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function ActionButton({
  testid,
  children,
  active,
  color = 'inherit',
  variant = 'outlined',
  ...rest
}: {
  testid: string;
  children: ReactNode;
  active?: boolean;
  color?: 'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  variant?: 'outlined' | 'contained';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      data-testid={testid}
      aria-pressed={active}
      color={active ? 'primary' : color}
      variant={active ? 'contained' : variant}
      sx={{ minHeight: 56, fontSize: '1rem', fontWeight: 600, px: 1, lineHeight: 1.2 }}
      fullWidth
      {...rest}
    >
      {children}
    </Button>
  );
}

function FoulCounter({
  side,
  count,
  warning,
  label,
}: {
  side: TSide;
  count: number;
  warning: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const ten = count >= 6;
  return (
    <Box
      data-testid={`fouls-${side}`}
      data-count={count}
      sx={(theme) => ({
        flex: 1,
        p: 1,
        borderRadius: 2,
        textAlign: 'center',
        border: '1px solid',
        borderColor: ten ? 'error.main' : warning ? 'warning.main' : 'divider',
        bgcolor: ten
          ? alpha(theme.palette.error.main, 0.12)
          : warning
            ? alpha(theme.palette.warning.main, 0.12)
            : 'transparent',
      })}
    >
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
        {label}
      </Typography>
      <Typography
        sx={{
          fontSize: '2rem',
          fontWeight: 700,
          lineHeight: 1.1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {count}
      </Typography>
      <Box sx={{ minHeight: 24 }}>
        {ten ? (
          <Chip
            data-testid={`ten-metre-${side}`}
            size="small"
            color="error"
            label={t('live.fouls.tenMetre')}
          />
        ) : warning ? (
          <Chip
            data-testid={`foul-warning-${side}`}
            size="small"
            color="warning"
            label={t('live.fouls.warning')}
          />
        ) : null}
      </Box>
    </Box>
  );
}

export interface LiveConsoleProps {
  match: TMatch;
  squad: readonly TSquadPlayer[];
  serverEvents: readonly TMatchEvent[];
  teamName?: string;
}

/** The bench console: one or two taps per event, the futsal rules kept by the shared engine. */
export function LiveConsole({ match, squad, serverEvents, teamName }: LiveConsoleProps) {
  const { t } = useTranslation();
  const live = useLiveMatch(match, squad, serverEvents);
  const { state, record } = live;
  const players = useMemo(() => indexSquad(squad), [squad]);
  const [pick, setPick] = useState<TPick | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [sheetGoal, setSheetGoal] = useState<TMatchEventOf<'goal'> | null>(null);

  const running = state.running;
  // An abandoned match takes no more events (Law 3): the console stops offering them.
  const playable = running && !state.abandoned;
  const clockText = state.clock.display;
  const onCourt = state.onCourt;
  const bench = state.bench;
  const where = (id: string) => (onCourt.includes(id) ? 'court' : 'bench');
  const yellow = new Set(
    Object.entries(state.players)
      .filter(([, s]) => s.yellowCards > 0)
      .map(([id]) => id),
  );

  const clear = () => {
    setPick(null);
    setSelected(null);
  };

  const apply = (action: TAction, playerId?: string) => {
    const who = playerId ? { playerId } : {};
    switch (action) {
      case 'goal': {
        if (!playerId) return;
        const e = record({ type: 'goal', playerId });
        if (e?.type === 'goal') setSheetGoal(e);
        break;
      }
      case 'yellow':
        if (playerId) record({ type: 'yellow_card', playerId });
        break;
      case 'red':
        if (playerId) record({ type: 'red_card', playerId });
        break;
      case 'shot':
        record({ type: 'shot', ...who });
        break;
      case 'foul':
        record({ type: 'foul', ...who });
        break;
      case 'corner':
        record({ type: 'corner', ...who });
        break;
    }
    clear();
  };

  const onAction = (action: TAction) => {
    if (action === 'goal' || action === 'yellow' || action === 'red') {
      if (selected) apply(action, selected);
      else setPick((p) => (p === action ? null : action));
      return;
    }
    apply(action, selected ?? undefined);
  };

  const onTapPlayer = (id: string) => {
    if (pick) {
      apply(pick, id);
      return;
    }
    if (selected && selected !== id && where(selected) !== where(id)) {
      const out = where(selected) === 'court' ? selected : id;
      const inId = out === selected ? id : selected;
      record({ type: 'substitution', playerOutId: out, playerInId: inId });
      clear();
      return;
    }
    setSelected((s) => (s === id ? null : id));
  };

  const enter = () => {
    if (!selected) return;
    record({ type: 'substitution', playerInId: selected });
    clear();
  };

  const hint = pick
    ? t(`live.hint.${pick}`)
    : selected
      ? where(selected) === 'court'
        ? t('live.hint.selectedCourt')
        : t('live.hint.selectedBench')
      : playable
        ? t('live.hint.idle')
        : '';

  // Once abandoned, no window matters any more: the banner says why play stopped.
  const manDown = state.abandoned ? [] : state.manDown.filter((w) => w.active);
  const periodLabel = state.abandoned
    ? t('laws.abandoned.chip')
    : state.shootout.available && !state.shootout.decided
      ? t('laws.shootout.title')
      : state.finished
        ? t('live.finished')
        : state.period
          ? t(`matches.periods.${state.period}`)
          : t('live.notStarted');
  const canEnter = Boolean(
    selected && where(selected) === 'bench' && onCourt.length < state.courtLimit && playable,
  );

  return (
    <Box data-testid="live-console" sx={{ display: 'grid', gap: 2 }}>
      {/* Scoreboard and clock */}
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 1.5, sm: 2 },
          borderRadius: 3,
          backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.1)}, ${alpha(theme.palette.secondary.main, 0.08)})`,
        })}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto 1fr', sm: '1fr auto 1fr' },
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
          }}
        >
          <Box sx={{ textAlign: 'center', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {teamName || t('live.us')}
            </Typography>
            <Typography
              data-testid="score-us"
              sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem' }, fontWeight: 700, lineHeight: 1 }}
            >
              {state.score.us}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            <Chip
              size="small"
              label={periodLabel}
              data-testid="period-label"
              color={state.abandoned ? 'error' : running ? 'success' : 'default'}
              sx={{ mb: 0.5 }}
            />
            <Typography
              data-testid="clock-display"
              data-running={live.clock.running ? 'true' : 'false'}
              sx={{
                fontSize: { xs: '2.5rem', sm: '3.5rem' },
                fontWeight: 700,
                lineHeight: 1,
                fontVariantNumeric: 'tabular-nums',
                color: live.timeUp
                  ? 'error.main'
                  : live.clock.running
                    ? 'text.primary'
                    : 'text.secondary',
              }}
            >
              {clockText}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'center', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {match.opponent}
            </Typography>
            <Typography
              data-testid="score-rival"
              sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem' }, fontWeight: 700, lineHeight: 1 }}
            >
              {state.score.rival}
            </Typography>
          </Box>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1.5, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {playable && (
            <Button
              data-testid="clock-toggle"
              variant="contained"
              color={live.clock.running ? 'warning' : 'success'}
              size="large"
              startIcon={live.clock.running ? <PauseRounded /> : <PlayArrowRounded />}
              onClick={live.toggleClock}
              sx={{ minHeight: 52, minWidth: 140 }}
            >
              {live.clock.running ? t('live.clock.pause') : t('live.clock.resume')}
            </Button>
          )}
          {playable && (
            <Button
              data-testid="period-end"
              variant="outlined"
              color="error"
              size="large"
              startIcon={<StopRounded />}
              onClick={live.endPeriod}
              sx={{ minHeight: 52 }}
            >
              {t('live.period.end', { period: t(`matches.periods.${state.period ?? 'first'}`) })}
            </Button>
          )}
          {live.nextPeriod && (
            <Button
              data-testid="period-start"
              variant="contained"
              size="large"
              startIcon={<PlayArrowRounded />}
              onClick={live.startPeriod}
              sx={{ minHeight: 52 }}
            >
              {t('live.period.start', { period: t(`matches.periods.${live.nextPeriod}`) })}
            </Button>
          )}
        </Stack>
        <Stack
          direction="row"
          sx={{
            mt: 1.5,
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <SyncBadge
            online={live.sender.online}
            pending={live.sender.pending}
            status={live.sender.status}
          />
          <Button
            data-testid="action-undo"
            size="small"
            startIcon={<UndoRounded />}
            disabled={!live.lastEvent}
            onClick={() => {
              live.undo();
              clear();
            }}
            sx={{ minHeight: 40 }}
          >
            {live.lastEvent
              ? t('live.undoWhat', { what: t(`matches.eventTypes.${live.lastEvent.type}`) })
              : t('live.undo')}
          </Button>
        </Stack>
      </Paper>

      {state.finished && (
        <Alert severity="success" data-testid="match-finished">
          {t('live.finishedText')}
        </Alert>
      )}
      <LawsBanners
        state={state}
        players={players}
        liveSec={live.liveSec}
        teamName={teamName || t('live.us')}
        opponent={match.opponent}
      />
      {state.shootout.available && (
        <ShootoutPanel
          shootout={state.shootout}
          kickers={[...onCourt, ...bench]}
          players={players}
          teamName={teamName || t('live.us')}
          opponent={match.opponent}
          onKick={(side, outcome, playerId) => {
            const at = shootoutMoment(rulesConfig(match, squad));
            const when = { period: at.period, clockSec: at.minute * 60 + at.second };
            if (side === 'rival') record({ type: 'rival_shootout_kick', outcome }, when);
            else if (playerId) record({ type: 'shootout_kick', playerId, outcome }, when);
          }}
        />
      )}
      {live.timeUp && !state.abandoned && <Alert severity="info">{t('live.timeUp')}</Alert>}
      {manDown.map((w) => (
        <Alert
          key={w.eventId}
          severity={w.side === 'us' ? 'error' : 'info'}
          data-testid={`man-down-${w.side}`}
          variant="filled"
          sx={{ fontSize: '1rem', alignItems: 'center' }}
        >
          {t(w.side === 'us' ? 'live.manDown.us' : 'live.manDown.rival', {
            time: mmss(Math.max(0, w.scheduledEndClockSec - live.liveSec)),
          })}
        </Alert>
      ))}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1.15fr) minmax(0,1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 0, md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' } }}>
          <Section order={1} title={t('live.onCourt', { count: onCourt.length })}>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              }}
            >
              {onCourt.map((id) => (
                <PlayerTile
                  key={id}
                  id={id}
                  where="court"
                  player={players[id]}
                  selected={selected === id}
                  target={Boolean(pick)}
                  disabled={!playable}
                  badge={yellow.has(id) ? <CardMark color="yellow" /> : undefined}
                  onTap={onTapPlayer}
                />
              ))}
            </Box>
            <Typography
              variant="body2"
              color={pick ? 'warning.main' : 'text.secondary'}
              data-testid="live-hint"
              sx={{ mt: 1, minHeight: 20, fontWeight: pick ? 600 : 400 }}
            >
              {hint}
            </Typography>
          </Section>
          <Section
            order={3}
            title={t('live.bench')}
            action={
              canEnter ? (
                <Button data-testid="action-enter" size="small" variant="contained" onClick={enter}>
                  {t('live.enter')}
                </Button>
              ) : undefined
            }
          >
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
              }}
            >
              {bench.map((id) => (
                <PlayerTile
                  key={id}
                  id={id}
                  where="bench"
                  player={players[id]}
                  selected={selected === id}
                  target={pick === 'yellow' || pick === 'red'}
                  disabled={!playable}
                  badge={yellow.has(id) ? <CardMark color="yellow" /> : undefined}
                  onTap={onTapPlayer}
                />
              ))}
              {bench.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('live.benchEmpty')}
                </Typography>
              )}
            </Box>
            <ExpelledChips expelled={state.expelled} players={players} />
          </Section>
        </Stack>

        <Stack spacing={{ xs: 0, md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' } }}>
          <Section order={2} title={t('live.ourTeam')}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
              <Box sx={{ gridColumn: 'span 3' }}>
                <ActionButton
                  testid="action-goal"
                  color="success"
                  variant="contained"
                  active={pick === 'goal'}
                  disabled={!playable}
                  onClick={() => onAction('goal')}
                >
                  <SportsSoccerRounded sx={{ mr: 1 }} />
                  {t('live.actions.goal')}
                </ActionButton>
              </Box>
              <ActionButton
                testid="action-shot"
                disabled={!playable}
                onClick={() => onAction('shot')}
              >
                {t('live.actions.shot')}
              </ActionButton>
              <ActionButton
                testid="action-foul"
                disabled={!playable}
                onClick={() => onAction('foul')}
              >
                {t('live.actions.foul')}
              </ActionButton>
              <ActionButton
                testid="action-corner"
                disabled={!playable}
                onClick={() => onAction('corner')}
              >
                {t('live.actions.corner')}
              </ActionButton>
              <ActionButton
                testid="action-yellow"
                color="warning"
                active={pick === 'yellow'}
                disabled={!playable}
                onClick={() => onAction('yellow')}
              >
                <CardMark color="yellow" />
                <Box component="span" sx={{ ml: 1 }}>
                  {t('live.actions.yellow')}
                </Box>
              </ActionButton>
              <ActionButton
                testid="action-red"
                color="error"
                active={pick === 'red'}
                disabled={!playable}
                onClick={() => onAction('red')}
              >
                <CardMark color="red" />
                <Box component="span" sx={{ ml: 1 }}>
                  {t('live.actions.red')}
                </Box>
              </ActionButton>
              <ActionButton
                testid="action-timeout"
                disabled={!playable || state.timeouts.left.us < 1}
                onClick={() => {
                  record({ type: 'timeout' });
                  clear();
                }}
              >
                {t('live.actions.timeout', { count: state.timeouts.left.us })}
              </ActionButton>
              <Box sx={{ gridColumn: 'span 3' }}>
                <ActionButton
                  testid="action-flying"
                  color="info"
                  active={state.flyingGoalkeeper.active}
                  disabled={!playable}
                  onClick={() => {
                    if (state.flyingGoalkeeper.active) record({ type: 'flying_goalkeeper_off' });
                    else
                      record({
                        type: 'flying_goalkeeper_on',
                        ...(selected && where(selected) === 'court' ? { playerId: selected } : {}),
                      });
                    clear();
                  }}
                >
                  <SportsHandballRounded sx={{ mr: 1 }} />
                  {state.flyingGoalkeeper.active
                    ? t('live.actions.flyingOff')
                    : t('live.actions.flyingOn')}
                </ActionButton>
              </Box>
            </Box>
          </Section>
          <Section order={4} title={t('live.rival', { name: match.opponent })}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
              <ActionButton
                testid="action-rival-goal"
                color="error"
                variant="contained"
                disabled={!playable}
                onClick={() => record({ type: 'rival_goal' })}
              >
                <SportsSoccerRounded sx={{ mr: 1, fontSize: 20 }} />
                {t('live.actions.rivalGoal')}
              </ActionButton>
              <ActionButton
                testid="action-rival-foul"
                disabled={!playable}
                onClick={() => record({ type: 'rival_foul' })}
              >
                {t('live.actions.rivalFoul')}
              </ActionButton>
              <ActionButton
                testid="action-rival-red"
                color="error"
                disabled={!playable}
                onClick={() => record({ type: 'rival_red_card' })}
              >
                <CardMark color="red" />
                <Box component="span" sx={{ ml: 1 }}>
                  {t('live.actions.rivalRed')}
                </Box>
              </ActionButton>
              <ActionButton
                testid="action-rival-timeout"
                disabled={!playable || state.timeouts.left.rival < 1}
                onClick={() => record({ type: 'rival_timeout' })}
              >
                {t('live.actions.timeout', { count: state.timeouts.left.rival })}
              </ActionButton>
            </Box>
          </Section>
          <Section order={5} title={t('live.fouls.title')}>
            <Stack direction="row" spacing={1}>
              <FoulCounter
                side="us"
                count={state.fouls.current.us}
                warning={state.fouls.warning.us}
                label={teamName || t('live.us')}
              />
              <FoulCounter
                side="rival"
                count={state.fouls.current.rival}
                warning={state.fouls.warning.rival}
                label={match.opponent}
              />
            </Stack>
            <IndirectFouls
              disabled={!playable}
              onFoul={(side) => {
                if (side === 'rival') record({ type: 'rival_foul', accumulated: false });
                else {
                  const who = selected && where(selected) === 'court' ? { playerId: selected } : {};
                  record({ type: 'foul', accumulated: false, ...who });
                  clear();
                }
              }}
            />
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 1 }}
              data-testid="timeouts-left"
            >
              {t('live.timeoutsLeft', {
                us: state.timeouts.left.us,
                rival: state.timeouts.left.rival,
              })}
            </Typography>
          </Section>
          <Section order={6} title={t('live.timeline')}>
            <LiveTimeline state={state} log={live.log} players={players} />
          </Section>
        </Stack>
      </Box>

      <GoalSheet
        goal={sheetGoal}
        players={players}
        assistants={onCourt.filter((id) => id !== sheetGoal?.playerId)}
        onClose={() => setSheetGoal(null)}
        onSave={(goal, details) => {
          live.amendGoal(goal, details);
          setSheetGoal(null);
        }}
      />
    </Box>
  );
}
