import type { TTeamEventRow } from '@futsal/shared/schemas/stats';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { eventsCsv } from './events-csv';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const row = (over: Partial<TTeamEventRow>): TTeamEventRow => ({
  matchId: '00000000-0000-4000-8000-0000000000aa',
  matchDate: '2026-03-14T17:30:00.000Z',
  opponent: 'Inter, "Movistar"',
  matchType: 'league',
  competitionId: null,
  competitionName: null,
  seq: 1,
  display: "4'",
  side: 'us',
  event: {
    id: '00000000-0000-4000-8000-0000000000bb',
    type: 'goal',
    period: 'first',
    minute: 4,
    second: 30,
    playerId: P1,
    assistPlayerId: P2,
    goalType: 'corner',
  },
  ...over,
});

// The test setup runs in Spanish, the source language.
describe('eventsCsv', () => {
  it('writes translated headers and labels, names the players and quotes what needs it', () => {
    const csv = eventsCsv(
      {
        items: [row({})],
        players: { [P1]: { name: 'Ana Ruiz', number: 10 }, [P2]: { name: 'Eva Gil', number: 7 } },
      },
      i18n.t,
    );
    const [head, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toBe(
      'Fecha,Rival,Competición,Tipo de partido,Periodo,Minuto,Equipo,Evento,Jugador,Otro jugador,Detalle',
    );
    expect(line).toContain(
      ',"Inter, ""Movistar""",,Liga,1ª parte,4\',Nosotros,Gol,10 · Ana Ruiz,asist. 7 · Eva Gil,Córner',
    );
  });

  it('shows a player no longer in the squad as a former player', () => {
    const csv = eventsCsv(
      {
        items: [
          row({
            event: {
              id: P2,
              type: 'yellow_card',
              period: 'second',
              minute: 30,
              second: 0,
              playerId: P1,
            },
          }),
        ],
        players: {},
      },
      i18n.t,
    );
    expect(csv).toContain('Amarilla,Exjugador');
  });
});
