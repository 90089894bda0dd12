import {
  createClock,
  elapsedMs,
  matchClockAt,
  pauseClock,
  resumeClock,
  setClock,
  type TClockState,
} from '@futsal/shared/futsal/clock';
import { resolveRulesConfig } from '@futsal/shared/futsal/config';
import { periodPlan } from '@futsal/shared/futsal/periods';
import { replayMatch } from '@futsal/shared/futsal/replay';
import { validateEvent } from '@futsal/shared/futsal/validate';
import type { TMatch } from '@futsal/shared/schemas/match';
import { isClockEvent, MATCH_PERIODS } from '@futsal/shared/values/match-events';
import type { TMatchEvent, TMatchPeriod } from '@futsal/shared/schemas/match-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../lib/notices';
import { useNow } from '../../../lib/use-now';
import { useSharedStructure } from '../../../lib/use-shared-structure';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TSquadPlayer, getMatchEvents, matchKeys, rulesConfig } from '../../matches';
import { periodSeconds, readStoredClock, writeStoredClock, type TStoredClock } from './clock-store';
import { enqueueEvent, mergeLog, readQueue, type TDroppedEvent } from './event-queue';
import { useEventSender } from './use-event-sender';
import { useMatchStream } from './use-match-stream';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as an action describes it: the console adds id, period and clock. */
export type TEventInput = DistributiveOmit<
  TMatchEvent,
  'id' | 'period' | 'minute' | 'second' | 'createdAt'
>;

const TICK_MS = 250;

/**
 * The live console's model: the server's log merged with the local queue,
 * replayed with the shared rules engine at the live clock; every action is
 * validated locally, queued, applied at once and sent in the background.
 */
export function useLiveMatch(
  match: TMatch,
  squad: readonly TSquadPlayer[],
  initialEvents: readonly TMatchEvent[],
) {
  'use memo';
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const matchId = match.id;
  // The server's log lives in the query cache: acknowledged events move there from the queue.
  const serverLog = useQuery({
    queryKey: matchKeys.events(matchId),
    queryFn: () => getMatchEvents(matchId),
    initialData: () => [...initialEvents],
    staleTime: 30_000,
  });
  const serverEvents = serverLog.data;

  const onDrop = useCallback(
    (d: TDroppedEvent) => {
      const text = d.messageKey.startsWith('match.rule.')
        ? t(d.messageKey)
        : d.message || t(d.messageKey);
      enqueueSnackbar(text, { variant: 'error' });
    },
    [t, enqueueSnackbar],
  );
  const sender = useEventSender(matchId, onDrop);
  // Other devices' events (and the clock they move) arrive through the match's stream.
  const stream = useMatchStream(matchId);
  // The match row is read again after each append (its score moved): an equal config is kept,
  // so the log is not replayed for it.
  const config = useSharedStructure(useMemo(() => rulesConfig(match, squad), [match, squad]));
  const plan = useMemo(() => periodPlan(resolveRulesConfig(config)), [config]);
  // An acknowledged event leaves the queue for the server's copy: the same log, kept as it was.
  const log = useSharedStructure(
    useMemo(() => mergeLog(serverEvents, sender.queued), [serverEvents, sender.queued]),
  );
  const base = useMemo(() => replayMatch(config, log), [config, log]);
  const slot = plan.find((s) => s.period === base.period) ?? null;

  const [stored, setStored] = useState<TStoredClock | null>(() => readStoredClock(matchId));
  const saveClock = useCallback(
    (value: TStoredClock | null) => {
      writeStoredClock(matchId, value);
      setStored(value);
    },
    [matchId],
  );

  /**
   * The stopwatch of the current period: the log's (decision 0048), the same
   * on every device. A period started before clock events (no `at`) keeps
   * this device's stored stopwatch, or stops at the last event.
   */
  const logClock = base.stopwatch;
  const clock: TClockState = useMemo(() => {
    if (logClock) return logClock;
    if (stored && base.period && stored.period === base.period && base.running) return stored.clock;
    return createClock(Math.max(0, base.clock.elapsedSec - (slot?.startSec ?? 0)) * 1000);
  }, [logClock, stored, base.period, base.running, base.clock.elapsedSec, slot]);

  // The console shows whole seconds of the period's stopwatch: it renders once a second, not at
  // every read of the time (every render is the whole console, four a second on a phone otherwise).
  const now = useNow(clock.running, (at) => periodSeconds(clock, at), TICK_MS);

  const clockSecAt = useCallback(
    (at: number) =>
      slot && base.running
        ? matchClockAt(slot.startSec, slot.endSec - slot.startSec, elapsedMs(clock, at)).clockSec
        : base.clock.elapsedSec,
    [slot, base.running, base.clock.elapsedSec, clock],
  );
  const liveSec = clockSecAt(clock.running ? Math.max(now, clock.startedAt ?? 0) : now);
  // Replayed at each second the clock shows; what the second left as it was keeps its identity,
  // so only the panels of what moved (the clock, the stints, the countdowns) are drawn again.
  const state = useSharedStructure(
    useMemo(() => replayMatch(config, log, { clockSec: liveSec }), [config, log, liveSec]),
  );

  const periodIndex = base.period ? MATCH_PERIODS.indexOf(base.period) : -1;
  const nextPeriod: TMatchPeriod | null =
    !base.running && !base.finished && periodIndex + 1 < plan.length
      ? (MATCH_PERIODS[periodIndex + 1] ?? null)
      : null;
  const timeUp = Boolean(slot && base.running && liveSec >= slot.endSec);

  /** Validates an event locally and queues it; null (with a notice) when the rules refuse it. */
  const record = useCallback(
    (input: TEventInput, at?: { period: TMatchPeriod; clockSec: number }): TMatchEvent | null => {
      const nowMs = Date.now();
      const sec = at?.clockSec ?? clockSecAt(nowMs);
      const event = {
        ...input,
        id: crypto.randomUUID(),
        period: at?.period ?? base.period ?? 'first',
        minute: Math.floor(sec / 60),
        second: sec % 60,
        createdAt: new Date(nowMs).toISOString(),
      } as TMatchEvent;
      // The freshest log: the cache and the queue, not this render's copy.
      const fresh = mergeLog(
        queryClient.getQueryData<TMatchEvent[]>(matchKeys.events(matchId)) ?? serverEvents,
        readQueue(matchId),
      );
      const verdict = validateEvent(config, fresh, event);
      if (!verdict.ok) {
        enqueueSnackbar(t(verdict.messageKey), { variant: 'warning' });
        return null;
      }
      enqueueEvent(matchId, event);
      return event;
    },
    [clockSecAt, base.period, queryClient, matchId, serverEvents, config, enqueueSnackbar, t],
  );

  const startPeriod = useCallback(() => {
    if (!nextPeriod) return;
    const next = plan.find((s) => s.period === nextPeriod);
    if (!next) return;
    const at = Date.now();
    // `at` starts the period's stopwatch in the log; the stored copy is only for older logs.
    const event = record(
      { type: 'period_start', at },
      { period: nextPeriod, clockSec: next.startSec },
    );
    if (event) saveClock(null);
  }, [nextPeriod, plan, record, saveClock]);

  const endPeriod = useCallback(() => {
    if (!base.period || !base.running) return;
    const at = Date.now();
    const event = record({ type: 'period_end' }, { period: base.period, clockSec: clockSecAt(at) });
    if (event) saveClock(null);
  }, [base.period, base.running, record, clockSecAt, saveClock]);

  /** Pause / resume: a clock event in the log, so every device's clock follows; older logs keep a local stopwatch. */
  const toggleClock = useCallback(() => {
    if (!base.period || !base.running) return;
    const at = Date.now();
    if (logClock) {
      const sec = clockSecAt(at);
      record(
        { type: clock.running ? 'clock_pause' : 'clock_resume', at },
        { period: base.period, clockSec: sec },
      );
    } else {
      saveClock({
        period: base.period,
        clock: clock.running ? pauseClock(clock, at) : resumeClock(clock, at),
      });
    }
  }, [base.period, base.running, logClock, clock, clockSecAt, record, saveClock]);

  /** Sets the running period's clock to the referee's (match clock seconds), for every device. */
  const correctClock = useCallback(
    (clockSec: number) => {
      if (!base.period || !base.running || !slot) return null;
      const at = Date.now();
      const sec = Math.min(slot.endSec, Math.max(slot.startSec, Math.round(clockSec)));
      if (!logClock) {
        saveClock({
          period: base.period,
          clock: setClock(clock, (sec - slot.startSec) * 1000, at),
        });
        return null;
      }
      return record({ type: 'clock_set', at }, { period: base.period, clockSec: sec });
    },
    [base.period, base.running, slot, logClock, clock, record, saveClock],
  );

  /** Undo: a `void` of the last event still standing. */
  const lastEvent = useMemo(() => {
    const voided = new Set(state.voided);
    const rejected = new Set(state.rejected.map((r) => r.eventId));
    for (let i = log.length - 1; i >= 0; i -= 1) {
      const e = log[i];
      // Clock moves are not what "undo" means at the bench: it undoes the last match event.
      if (e && e.type !== 'void' && !isClockEvent(e) && !voided.has(e.id) && !rejected.has(e.id))
        return e;
    }
    return null;
  }, [log, state.voided, state.rejected]);

  const undo = useCallback(() => {
    if (!lastEvent) return null;
    return record(
      { type: 'void', voidsEventId: lastEvent.id },
      { period: lastEvent.period, clockSec: lastEvent.minute * 60 + lastEvent.second },
    );
  }, [lastEvent, record]);

  /** Adds details to a logged goal: the goal is replaced (void + the same goal with the details, same minute). */
  const amendGoal = useCallback(
    (
      goal: Extract<TMatchEvent, { type: 'goal' }>,
      details: Pick<typeof goal, 'goalType' | 'finishingType' | 'assistPlayerId'>,
    ) => {
      const voided = record(
        { type: 'void', voidsEventId: goal.id },
        { period: goal.period, clockSec: goal.minute * 60 + goal.second },
      );
      if (!voided) return null;
      const clean = Object.fromEntries(
        Object.entries(details).filter(([, v]) => v !== undefined && v !== null && v !== ''),
      );
      return record(
        { type: 'goal', playerId: goal.playerId, ...clean },
        { period: goal.period, clockSec: goal.minute * 60 + goal.second },
      );
    },
    [record],
  );

  return {
    state,
    log,
    /** The match's rules, kept while equal: the console asks the engine with the same. */
    config,
    plan,
    slot,
    clock,
    liveSec,
    timeUp,
    nextPeriod,
    lastEvent,
    sender,
    stream,
    record,
    startPeriod,
    endPeriod,
    toggleClock,
    correctClock,
    undo,
    amendGoal,
  };
}

export type TLiveMatch = ReturnType<typeof useLiveMatch>;
