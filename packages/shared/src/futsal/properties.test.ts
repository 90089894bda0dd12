import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { replayMatch } from './replay';
import { arbMatch } from './arbitraries';
import { seededRandom } from './sample-log';
import type { TMatchEvent } from './types';
import { validateEvent } from './validate';

/** The log with some events sent again later, as a console retrying would. */
function withResends(events: readonly TMatchEvent[], seed: number): TMatchEvent[] {
  const random = seededRandom(seed ^ 0x5eed);
  const out = [...events];
  const copies = Math.floor(random() * Math.min(10, events.length + 1));
  for (let i = 0; i < copies; i++) {
    const from = Math.floor(random() * events.length);
    const original = events[from];
    if (!original) continue;
    const at =
      out.indexOf(original) + 1 + Math.floor(random() * (out.length - out.indexOf(original)));
    out.splice(at, 0, { ...original });
  }
  return out;
}

const prefixes = (events: readonly TMatchEvent[]) => events.map((_, i) => events.slice(0, i + 1));
const RUNS = { numRuns: 60 };

describe('replay invariants over random valid logs', { timeout: 60_000 }, () => {
  it('replays a log built from accepted events without rejecting any', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        expect(replayMatch(config, events).rejected).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never has more on court than the engine allows (5 less running windows), nor anyone twice, nor an expelled player or one outside the squad', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        // checkOnCourt takes a player on court as a squad player not sent off.
        const squad = new Set([...config.starters, ...config.substitutes]);
        for (const log of prefixes(events)) {
          const s = replayMatch(config, log);
          const limit =
            LIMITS.lineup.starters - s.manDown.filter((w) => w.side === 'us' && w.active).length;
          expect(s.courtLimit).toBe(limit);
          expect(s.onCourt.length).toBeLessThanOrEqual(limit);
          expect(new Set(s.onCourt).size).toBe(s.onCourt.length);
          const expelled = new Set(s.expelled.map((x) => x.playerId));
          expect(s.onCourt.filter((id) => expelled.has(id) || !squad.has(id))).toEqual([]);
          // Law 3: only a sending-off from the court reduces the team.
          const fromCourt = new Set(s.expelled.filter((x) => x.fromCourt).map((x) => x.eventId));
          for (const w of s.manDown.filter((m) => m.side === 'us'))
            expect(fromCourt.has(w.eventId)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('accepts nothing after an abandonment, and abandons only below 3 players', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        if (!s.abandoned) return;
        const entries = Object.values(s.timeline).flat();
        expect(entries.at(-1)?.eventId).toBe(s.abandoned.eventId);
        const running = s.manDown.filter(
          (w) =>
            w.side === s.abandoned?.side &&
            w.startClockSec <= s.abandoned.atClockSec &&
            (w.endClockSec ?? Infinity) > s.abandoned.atClockSec,
        ).length;
        const squadLeft = config.starters.length + config.substitutes.length - s.expelled.length;
        const available = Math.min(
          LIMITS.lineup.starters - running,
          s.abandoned.side === 'us' ? squadLeft : Infinity,
        );
        expect(available).toBeLessThan(3);
      }),
      RUNS,
    );
  });

  it('alternates shoot-out kicks, stops them once decided, and keeps them out of the score', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        const { kicks } = s.shootout;
        if (kicks.length === 0) return;
        expect(config.shootout).toBe(true);
        expect(s.score.us).toBe(s.score.rival);
        kicks.forEach((k, i) => {
          if (i > 0) expect(k.side).not.toBe(kicks[i - 1]?.side);
          expect(k.round).toBe(Math.floor(i / 2) + 1);
        });
        expect(s.shootout.us).toBe(
          kicks.filter((k) => k.side === 'us' && k.outcome === 'scored').length,
        );
        if (s.shootout.decided) {
          // Decided by the last kick, not earlier: every kick before it was still needed.
          const before = replayMatch(
            config,
            events.filter((e) => e.id !== kicks.at(-1)?.eventId),
          );
          expect(before.shootout.decided).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('never puts an expelled player back on court after the red card', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        for (const x of s.expelled) {
          for (const i of s.courtIntervals[x.playerId] ?? [])
            expect(i.fromSec).toBeLessThanOrEqual(x.clockSec);
          expect(s.bench).not.toContain(x.playerId);
        }
      }),
      RUNS,
    );
  });

  it('numbers accumulated fouls per team from 1 in each half bucket, extra time continuing the second', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        const seen = { us: { first: 0, second: 0 }, rival: { first: 0, second: 0 } };
        for (const f of s.fouls.list) {
          if (f.accumulated) seen[f.side][f.bucket]++;
          expect(f.number).toBe(seen[f.side][f.bucket]);
          expect(f.tenMetreKick).toBe(f.accumulated && f.number >= 6);
          expect(f.warning).toBe(f.accumulated && f.number === 5);
          expect(f.bucket).toBe(
            f.clockSec < (config.periodMinutes ?? 20) * 60 ? 'first' : 'second',
          );
        }
        expect(s.fouls.us).toEqual(seen.us);
        expect(s.fouls.rival).toEqual(seen.rival);
      }),
      RUNS,
    );
  });

  it('scores the goals logged minus the voided ones', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const voided = new Set(events.flatMap((e) => (e.type === 'void' ? [e.voidsEventId] : [])));
        const count = (type: string) =>
          events.filter((e) => e.type === type && !voided.has(e.id)).length;
        const s = replayMatch(config, events);
        expect(s.score).toEqual({ us: count('goal'), rival: count('rival_goal') });
        expect(s.goals).toHaveLength(s.score.us + s.score.rival);
      }),
      RUNS,
    );
  });

  it('credits no own goal to a player, and keeps quintets within the score and the clock', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        const scored = Object.values(s.players).reduce((sum, p) => sum + p.goals, 0);
        expect(scored).toBe(s.goals.filter((g) => g.side === 'us' && !g.ownGoal).length);
        const sum = (key: 'seconds' | 'goalsFor' | 'goalsAgainst') =>
          s.quintets.reduce((total, q) => total + q[key], 0);
        expect(sum('goalsFor')).toBeLessThanOrEqual(s.score.us);
        expect(sum('goalsAgainst')).toBeLessThanOrEqual(s.score.rival);
        expect(sum('seconds')).toBeLessThanOrEqual(s.clock.elapsedSec);
        // Plus/minus is only ever credited to players who were on court.
        for (const id of Object.keys(s.plusMinus)) expect(s.secondsPlayed[id]).toBeDefined();
      }),
      RUNS,
    );
  });

  it('adds up at most 5 × the clock of playing time', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        const total = Object.values(s.secondsPlayed).reduce((a, b) => a + b, 0);
        expect(total).toBeLessThanOrEqual(LIMITS.lineup.starters * s.clock.elapsedSec);
        for (const seconds of Object.values(s.secondsPlayed))
          expect(seconds).toBeLessThanOrEqual(s.clock.elapsedSec);
      }),
      RUNS,
    );
  });

  it('changes nothing but the clock with clock events (decision 0048)', () => {
    const moves = ['clock_pause', 'clock_resume', 'clock_set'] as const;
    fc.assert(
      fc.property(arbMatch, ({ config, events, seed }) => {
        const random = seededRandom(seed ^ 0xc10c);
        const withClock: TMatchEvent[] = [];
        // An undone event says nothing of the clock: an undone kick-off leaves no period running at its time.
        const undone = new Set(events.flatMap((e) => (e.type === 'void' ? [e.voidsEventId] : [])));
        // Nothing is logged once the match is abandoned (Law 3), the clock included.
        const abandonedAt = replayMatch(config, events).abandoned?.atClockSec ?? Infinity;
        events.forEach((e, i) => {
          withClock.push(e);
          // Right after an event of a running period, at its own clock: inside that period too.
          if (['period_end', 'void', 'shootout_kick', 'rival_shootout_kick'].includes(e.type))
            return;
          if (undone.has(e.id) || e.minute * 60 + e.second >= abandonedAt) return;
          if (random() < 0.3) return;
          const type = moves[Math.floor(random() * moves.length)] ?? 'clock_pause';
          withClock.push({
            id: `clock-${i}`,
            type,
            period: e.period,
            minute: e.minute,
            second: e.second,
            at: 1_800_000_000_000 + i * 1000,
          });
        });
        const a = replayMatch(config, events);
        const b = replayMatch(config, withClock);
        expect(b.rejected).toEqual([]);
        for (const key of [
          'score',
          'summary',
          'secondsPlayed',
          'timeline',
          'onCourt',
          'fouls',
        ] as const)
          expect(b[key]).toEqual(a[key]);
      }),
      RUNS,
    );
  });

  it('is deterministic, and re-sent duplicates change nothing wherever they land', () => {
    fc.assert(
      fc.property(arbMatch, fc.integer(), ({ config, events }, seed) => {
        const once = replayMatch(config, events);
        expect(replayMatch(config, events)).toEqual(once);
        expect(replayMatch(config, withResends(events, seed))).toEqual(once);
        expect(replayMatch(config, withResends(events, seed + 1))).toEqual(once);
      }),
      RUNS,
    );
  });

  it('accepts a re-sent event as a duplicate', () => {
    fc.assert(
      fc.property(arbMatch, fc.nat(), ({ config, events }, n) => {
        const e = events[n % Math.max(1, events.length)];
        if (!e) return;
        expect(validateEvent(config, events, { ...e })).toEqual({ ok: true, duplicate: true });
      }),
      RUNS,
    );
  });
});
