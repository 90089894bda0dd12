import { ZPlayerAttendance, type TPlayerAttendance } from '@futsal/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '../../../../test/replies';
import { renderWithApp } from '../../../../test/utils';
import { PLAYER_A, TEAM_ID } from '../../test/fixtures';
import { mockApi, requested } from '../../test/mock-api';
import { AttendanceCard } from './AttendanceCard';

const counts = (present: number, late: number, absent: number, notRecorded: number) => ({
  calledUp: present + late + absent + notRecorded,
  present,
  late,
  absent,
  notRecorded,
  rate: present + late + absent ? (present + late) / (present + late + absent) : 0,
});

const attendance = (): TPlayerAttendance =>
  ZPlayerAttendance.parse({
    period: { range: 'season', from: '2026-08-01', to: '2026-11-28', seasonStartMonth: 8 },
    playerId: PLAYER_A,
    trainings: counts(6, 1, 1, 0),
    matches: counts(0, 0, 0, 2),
    absenceReasons: [{ reason: 'Exámenes', count: 1 }],
    weeks: [
      {
        week: '2026-W47',
        monday: '2026-11-16',
        secondsPlayed: 2400,
        matchesPlayed: 1,
        trainingsAttended: 2,
        trainingsCalledUp: 3,
        daysInjured: 2,
      },
    ],
    spells: [
      { status: 'injured', from: '2026-11-09', to: '2026-11-17' },
      { status: 'suspended', from: '2026-11-25', to: null },
    ],
  });

describe('<AttendanceCard />', { timeout: 20_000 }, () => {
  beforeEach(() =>
    mockApi((url) =>
      url.pathname === `/api/stats/player/${PLAYER_A}/attendance`
        ? reply(ZPlayerAttendance, attendance())
        : undefined,
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('shows the counts and rates, a dash without attendance taken, the reasons and the status', async () => {
    renderWithApp(<AttendanceCard playerId={PLAYER_A} status={<span>Lesionado</span>} />, {
      path: '/teams/:teamId/players/:playerId',
      at: `/teams/${TEAM_ID}/players/${PLAYER_A}`,
    });
    const trainings = await screen.findByTestId('attendance-trainings');
    expect(
      within(trainings)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['88\u00a0%', '8', '6', '1', '1', '0']);
    expect(
      within(screen.getByTestId('attendance-matches')).getAllByRole('cell')[0]?.textContent,
    ).toBe('–');
    expect(screen.getByTestId('attendance-reasons').textContent).toBe(
      'Ausencias por motivo: Exámenes (1)',
    );
    expect(screen.getByText('Lesionado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Carga semanal' })).toBeTruthy();
    // The period's spells out, in words (decision 0188).
    expect(screen.getByRole('heading', { name: 'Bajas en el periodo' })).toBeTruthy();
    expect(
      within(screen.getByTestId('status-spells'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lesionado · del 9 nov 2026 al 17 nov 2026', 'Sancionado · desde el 25 nov 2026']);
  });

  it('asks for the period chosen, kept in the URL', async () => {
    renderWithApp(<AttendanceCard playerId={PLAYER_A} status={null} />, {
      path: '/teams/:teamId/players/:playerId',
      at: `/teams/${TEAM_ID}/players/${PLAYER_A}`,
    });
    await screen.findByTestId('attendance-trainings');
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 30 días' }));
    await vi.waitFor(() =>
      expect(
        requested()
          .filter((u) => u.pathname.endsWith('/attendance'))
          .map((u) => u.searchParams.get('range')),
      ).toEqual([null, '30d']),
    );
  });
});
