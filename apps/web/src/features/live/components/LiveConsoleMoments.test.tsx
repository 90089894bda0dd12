import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredClock } from '../lib/clock-store';
import { id, liveMatch, renderConsole as renderWith, squad } from '../test/console-fixture';

/** Issue 9's moments at the bench: time-outs, confirmations, banners that buzz. Time is faked. */
const MATCH_ID = '66666666-6666-4666-8666-666666666666';
const match = liveMatch(MATCH_ID);
const T0 = new Date('2026-03-01T18:10:00Z').getTime();
let seq = 200;
const e = (type: TMatchEvent['type'], period: TMatchEvent['period'], minute: number, extra = {}) =>
  ({ id: id(seq++), type, period, minute, second: 0, ...extra }) as TMatchEvent;

/** The first half's clock running from `sec` at T0. */
const clockRunningFrom = (sec: number) =>
  writeStoredClock(MATCH_ID, {
    period: 'first',
    clock: { running: true, startedAt: T0, accumulatedMs: sec * 1000 },
  });

const click = (testid: string) => act(() => fireEvent.click(screen.getByTestId(testid)));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const running = () => screen.getByTestId('clock-display').getAttribute('data-running');

let buzz: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(T0);
  buzz = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: buzz, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe('LiveConsole at the bench', { timeout: 20_000 }, () => {
  it('a time-out stops the clock and counts its minute down, then buzzes', () => {
    clockRunningFrom(300);
    renderWith(match, [e('period_start', 'first', 0)]);
    expect(running()).toBe('true');
    click('action-timeout');
    expect(running()).toBe('false');
    // Read aloud as one sentence: the team, then the minute left.
    expect(screen.getByTestId('timeout-banner').textContent).toMatch(
      /^Tiempo muerto de Mi equipo: 1:00/,
    );
    expect(screen.getByTestId('timeout-left').textContent).toBe('1:00');
    advance(15_000);
    expect(screen.getByTestId('timeout-left').textContent).toBe('0:45');
    // The match clock stood still through the time-out.
    expect(screen.getByTestId('clock-display').textContent).toBe('05:00');
    expect(buzz).not.toHaveBeenCalled();
    advance(45_000);
    expect(screen.getByTestId('timeout-banner').getAttribute('data-over')).toBe('true');
    expect(screen.getByTestId('timeout-banner').textContent).toMatch(/Fin del tiempo muerto/);
    expect(buzz).toHaveBeenCalledTimes(1);
    click('timeout-resume');
    expect(running()).toBe('true');
    expect(screen.queryByTestId('timeout-banner')).toBeNull();
  });

  it('lets the engine stop the log’s clock at a time-out: no clock_pause is sent, the resume is', async () => {
    const { posted } = renderWith(match, [e('period_start', 'first', 0, { at: T0 - 300_000 })]);
    expect(running()).toBe('true');
    click('action-timeout');
    expect(running()).toBe('false');
    expect(screen.getByTestId('clock-display').textContent).toBe('05:00');
    advance(20_000);
    expect(screen.getByTestId('clock-display').textContent).toBe('05:00');
    click('timeout-resume');
    expect(running()).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(posted.map((x) => x.type)).toEqual(['timeout', 'clock_resume']);
  });

  it("leaves a time-out's banner 30 s after its minute, the clock still stopped", () => {
    clockRunningFrom(300);
    renderWith(match, [e('period_start', 'first', 0)]);
    click('action-timeout');
    advance(60_000);
    expect(screen.getByTestId('timeout-banner').getAttribute('data-over')).toBe('true');
    advance(30_000);
    expect(screen.queryByTestId('timeout-banner')).toBeNull();
    expect(running()).toBe('false');
  });

  it('shows no banner for a time-out logged long before the console opened', () => {
    const at = new Date(T0 - 15 * 60_000).toISOString();
    renderWith(match, [e('period_start', 'first', 0), e('timeout', 'first', 5, { createdAt: at })]);
    expect(running()).toBe('false');
    expect(screen.queryByTestId('timeout-banner')).toBeNull();
    advance(5_000);
    expect(screen.queryByTestId('timeout-banner')).toBeNull();
  });

  it('asks before ending a period', () => {
    clockRunningFrom(600);
    renderWith(match, [e('period_start', 'first', 0)]);
    const dialog = () => screen.getByTestId('confirm-dialog') as HTMLDialogElement;
    expect(dialog().open).toBe(false);
    click('period-end');
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toMatch(/¿Terminar 1ª parte\?/);
    click('confirm-no');
    expect(dialog().open).toBe(false);
    expect(screen.getByTestId('period-end')).toBeTruthy();
    click('period-end');
    click('confirm-yes');
    expect(screen.queryByTestId('period-end')).toBeNull();
    expect(screen.getByTestId('period-start').textContent).toMatch(/2ª parte/);
  });

  it('asks before undoing the final whistle, which reopens the match', () => {
    renderWith(match, [
      e('period_start', 'first', 0),
      e('period_end', 'first', 20),
      e('period_start', 'second', 20),
      e('period_end', 'second', 40),
    ]);
    expect(screen.getByTestId('match-finished')).toBeTruthy();
    click('action-undo');
    const dialog = screen.getByTestId('confirm-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toMatch(/lo reabre/);
    click('confirm-yes');
    expect(dialog.open).toBe(false);
    expect(screen.queryByTestId('match-finished')).toBeNull();
    expect(screen.getByTestId('period-end')).toBeTruthy();
  });

  it('says the 5th foul, then the 10 m kicks, in one line that buzzes and goes with the period', () => {
    clockRunningFrom(300);
    renderWith(match, [
      e('period_start', 'first', 0),
      ...[1, 2, 3, 4].map((m) => e('foul', 'first', m)),
    ]);
    expect(screen.queryByTestId('status-fouls-us')).toBeNull();
    click('action-foul');
    expect(screen.getByTestId('status-fouls-us').textContent).toBe(
      'Mi equipo: 5 faltas, la próxima es doble penalti',
    );
    expect(screen.getByTestId('status-fouls-us').getAttribute('data-severity')).toBe('warning');
    expect(buzz).toHaveBeenCalledTimes(1);
    click('action-foul');
    // The sixth replaces the fifth's line: one line per team, never two.
    expect(screen.getAllByTestId(/^status-fouls-/)).toHaveLength(1);
    expect(screen.getByTestId('status-fouls-us').textContent).toBe(
      'Mi equipo: 6 faltas, doble penalti en cada una',
    );
    expect(screen.getByTestId('ten-metre-us').textContent).toBe('10 m');
    expect(buzz).toHaveBeenCalledTimes(2);
    // It holds while it is true, not for a while.
    advance(45_000);
    expect(screen.getByTestId('status-fouls-us')).toBeTruthy();
    click('period-end');
    click('confirm-yes');
    expect(screen.queryByTestId('status-fouls-us')).toBeNull();
  });

  it('counts a man-down down in one line, says the return to five after it, and only then offers a player to enter', () => {
    clockRunningFrom(180);
    renderWith(match, [
      e('period_start', 'first', 0),
      e('red_card', 'first', 3, { playerId: id(2) }),
    ]);
    expect(screen.getByTestId('man-down-us').textContent).toBe(
      'Inferioridad 2:00 · 2 · Jugador 2 expulsado, no puede volver',
    );
    click(`bench-player-${id(6)}`);
    expect(screen.queryByTestId('action-enter')).toBeNull();
    advance(60_000);
    expect(screen.getByTestId('man-down-us').textContent).toMatch(/1:00/);
    expect(screen.queryByTestId('status-full-us')).toBeNull();
    advance(60_000);
    // Never the end beside the countdown: one replaces the other.
    expect(screen.queryByTestId('man-down-us')).toBeNull();
    expect(screen.getByTestId('status-full-us').textContent).toMatch(/volver a jugar con 5/);
    expect(screen.getByTestId('status-strip').getAttribute('data-count')).toBe('1');
    expect(buzz).toHaveBeenCalled();
    click('action-enter');
    expect(screen.getByTestId(`court-player-${id(6)}`)).toBeTruthy();
    advance(30_000);
    expect(screen.queryByTestId('status-full-us')).toBeNull();
  });

  it('buzzes on a second yellow, which the engine turns into a sending-off', () => {
    clockRunningFrom(300);
    renderWith(match, [
      e('period_start', 'first', 0),
      e('yellow_card', 'first', 2, { playerId: id(4) }),
    ]);
    click('action-yellow');
    click(`court-player-${id(4)}`);
    expect(screen.getByTestId('man-down-us').textContent).toMatch(
      /4 · Jugador 4 expulsado \(doble amarilla\)/,
    );
    expect(buzz).toHaveBeenCalledTimes(1);
  });

  it('marks the goalkeeper on court and fills the screen in bench mode', () => {
    const withKeeper = squad.map((p) => (p.id === id(1) ? { ...p, position: 'goalkeeper' } : p));
    renderWith(match, [e('period_start', 'first', 0)], withKeeper);
    expect(screen.getByTestId(`goalkeeper-mark-${id(1)}`).textContent).toBe('POR');
    expect(screen.queryByTestId(`goalkeeper-mark-${id(2)}`)).toBeNull();
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    expect(screen.getByTestId('live-console').getAttribute('data-bench-mode')).toBe('false');
    click('bench-mode-toggle');
    expect(screen.getByTestId('live-console').getAttribute('data-bench-mode')).toBe('true');
    expect(localStorage.getItem('futsal.live.benchMode')).toBe('1');
    // The screen stays on while in bench mode.
    expect(request).toHaveBeenCalledWith('screen');
    Reflect.deleteProperty(navigator, 'wakeLock');
  });
});
