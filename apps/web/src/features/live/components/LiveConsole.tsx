import { shootoutMoment } from '@futsal/shared/futsal/shootout';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSquadPlayer } from '../../matches/api/get-squad';
import { indexSquad, rulesConfig } from '../../matches/lib/rules-config';
import { useLiveMatch } from '../lib/use-live-match';
import { ActionBar } from './ActionBar';
import { BenchPanel } from './BenchPanel';
import { ConsoleSection } from './ConsoleSection';
import { CourtPanel } from './CourtPanel';
import { FoulPanel } from './FoulPanel';
import { GoalSheet } from './GoalSheet';
import { LawsBanners } from './LawsBanners';
import { LiveTimeline } from './LiveTimeline';
import { ManDownBanner } from './ManDownBanner';
import { RivalActionBar } from './RivalActionBar';
import { Scoreboard } from './Scoreboard';
import { ShootoutPanel } from './ShootoutPanel';
import { usePlayerPicker } from './use-player-picker';

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
  const picker = usePlayerPicker(record, state.onCourt);
  const us = teamName || t('live.us');

  // An abandoned match takes no more events (Law 3): the console stops offering them.
  const playable = state.running && !state.abandoned;
  const cautioned = new Set(
    Object.entries(state.players)
      .filter(([, s]) => s.yellowCards > 0)
      .map(([id]) => id),
  );
  const canEnter = Boolean(
    picker.selectedWhere === 'bench' && state.onCourt.length < state.courtLimit && playable,
  );

  return (
    <Box data-testid="live-console" sx={{ display: 'grid', gap: 2 }}>
      <Scoreboard
        live={live}
        teamName={us}
        opponent={match.opponent}
        playable={playable}
        onUndo={() => {
          live.undo();
          picker.clear();
        }}
      />

      {state.finished && (
        <Alert severity="success" data-testid="match-finished">
          {t('live.finishedText')}
        </Alert>
      )}
      <LawsBanners
        state={state}
        players={players}
        liveSec={live.liveSec}
        teamName={us}
        opponent={match.opponent}
      />
      {state.shootout.available && (
        <ShootoutPanel
          shootout={state.shootout}
          kickers={[...state.onCourt, ...state.bench]}
          players={players}
          teamName={us}
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
      <ManDownBanner state={state} liveSec={live.liveSec} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1.15fr) minmax(0,1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 0, md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' } }}>
          <CourtPanel
            onCourt={state.onCourt}
            players={players}
            cautioned={cautioned}
            picker={picker}
            playable={playable}
          />
          <BenchPanel
            bench={state.bench}
            expelled={state.expelled}
            players={players}
            cautioned={cautioned}
            picker={picker}
            playable={playable}
            canEnter={canEnter}
          />
        </Stack>

        <Stack spacing={{ xs: 0, md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' } }}>
          <ActionBar
            state={state}
            picker={picker}
            playable={playable}
            record={record}
            onTimeout={() => {
              record({ type: 'timeout' });
              picker.clear();
            }}
          />
          <RivalActionBar
            state={state}
            opponent={match.opponent}
            playable={playable}
            record={record}
            onTimeout={() => record({ type: 'rival_timeout' })}
          />
          <FoulPanel
            state={state}
            teamName={us}
            opponent={match.opponent}
            playable={playable}
            onIndirectFoul={(side) => {
              if (side === 'rival') record({ type: 'rival_foul', accumulated: false });
              else {
                record({ type: 'foul', accumulated: false, ...picker.courtSelection });
                picker.clear();
              }
            }}
          />
          <ConsoleSection order={6} title={t('live.timeline')}>
            <LiveTimeline state={state} log={live.log} players={players} />
          </ConsoleSection>
        </Stack>
      </Box>

      <GoalSheet
        goal={picker.sheetGoal}
        players={players}
        assistants={state.onCourt.filter((id) => id !== picker.sheetGoal?.playerId)}
        onClose={picker.closeSheet}
        onSave={(goal, details) => {
          live.amendGoal(goal, details);
          picker.closeSheet();
        }}
      />
    </Box>
  );
}
