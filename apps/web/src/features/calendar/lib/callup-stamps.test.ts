import type { TCallupPlayer, TCallupView } from '@futsal/shared/schemas/callup';
import { describe, expect, it } from 'vitest';
import { attendanceStamp, callupStamp } from './callup-stamps';

const player = (id: string, over: Partial<TCallupPlayer> = {}): TCallupPlayer => ({
  playerId: id,
  name: `Jugador ${id}`,
  number: 1,
  status: 'available',
  calledUp: true,
  override: '',
  attendance: null,
  absenceReason: '',
  answer: null,
  answerNote: '',
  answeredAt: null,
  reconfirm: false,
  answerPath: '/answer/x',
  hasEmail: true,
  suspension: null,
  ...over,
});
const view = (players: TCallupPlayer[]): TCallupView => ({
  kind: 'match',
  eventId: '00000000-0000-4000-8000-000000000001',
  startsAt: '2026-03-14T17:30:00.000Z',
  place: 'Pabellón',
  title: 'Inter',
  maxPlayers: 14,
  players,
});

describe('call-up stamps (decision 0168)', () => {
  it('stay the same when only answers change, so a poll keeps the unsaved forms', () => {
    const before = view([player('a'), player('b')]);
    const after = view([
      player('a', { answer: 'yes', answerNote: 'llego', answeredAt: '2026-03-13T10:00:00.000Z' }),
      player('b', { answer: 'no', reconfirm: true }),
    ]);
    expect(callupStamp(after)).toBe(callupStamp(before));
    expect(attendanceStamp(after)).toBe(attendanceStamp(before));
  });

  it('change with a saved call-up or attendance', () => {
    const before = view([player('a'), player('b')]);
    expect(callupStamp(view([player('a'), player('b', { calledUp: false })]))).not.toBe(
      callupStamp(before),
    );
    expect(callupStamp(view([player('a', { override: 'viene' }), player('b')]))).not.toBe(
      callupStamp(before),
    );
    expect(attendanceStamp(view([player('a', { attendance: 'late' }), player('b')]))).not.toBe(
      attendanceStamp(before),
    );
    expect(
      attendanceStamp(
        view([player('a', { attendance: 'absent', absenceReason: 'gripe' }), player('b')]),
      ),
    ).not.toBe(attendanceStamp(view([player('a', { attendance: 'absent' }), player('b')])));
  });
});
