import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { jsonResponse } from '../../../test/utils';
import type { TSquadPlayer } from '../../matches';
import { LiveConsole } from '../components/LiveConsole';

/** Player n's id (1–8 are the squad; 1–5 start). */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const squad: TSquadPlayer[] = Array.from({ length: 8 }, (_, i) => ({
  id: id(i + 1),
  name: `Jugador ${i + 1}`,
  number: i + 1,
  position: 'winger',
  status: 'available',
}));

/** A live league match with players 1–5 starting and 6–8 on the bench. */
export function liveMatch(matchId: string): TMatch {
  return {
    id: matchId,
    _id: matchId,
    teamId: '44444444-4444-4444-8444-444444444444',
    opponent: 'Rival FS',
    date: '2026-03-01T18:00:00+01:00',
    location: 'Pabellón',
    stadium: 'Pabellón',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
    status: 'live',
    score: { us: 0, rival: 0 },
    competitionId: null,
    competitionRound: '',
    lineup: { starters: [1, 2, 3, 4, 5].map(id), substitutes: [6, 7, 8].map(id) },
    createdAt: '',
    updatedAt: '',
  };
}

/** The console on a mocked API: the GET answers `events`, POSTs are accepted and collected. */
export function renderConsole(
  match: TMatch,
  events: TMatchEvent[],
  players: TSquadPlayer[] = squad,
  /** Called at each commit of the console (React's Profiler), to count renders. */
  onRender: ProfilerOnRenderCallback = () => undefined,
) {
  const posted: TMatchEvent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)) as TMatchEvent);
      return jsonResponse({ duplicate: false }, 201);
    }
    return jsonResponse({ events });
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <Profiler id="live-console" onRender={onRender}>
        <LiveConsole match={match} squad={players} serverEvents={events} teamName="Mi equipo" />
      </Profiler>
    </TestProviders>,
  );
  return { posted, user: userEvent.setup() };
}
