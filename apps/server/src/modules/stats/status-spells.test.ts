import { describe, expect, it } from 'vitest';
import { injuredDays, statusSpells, type StatusChange } from './status-spells';

const at = (iso: string) => new Date(iso);
const change = (status: string, iso: string): StatusChange => ({ status, at: at(iso) });
const period = { from: '2026-11-02', to: '2026-11-29' };
const TODAY = '2026-11-29';

describe("a player's spells of injury, suspension or inactivity (decision 0188)", () => {
  it('runs a status from its change to the day before the next one, open while it lasts', () => {
    const history = [
      change('available', '2026-10-01T10:00:00Z'),
      change('injured', '2026-11-05T18:00:00Z'),
      change('available', '2026-11-12T09:00:00Z'),
      change('suspended', '2026-11-20T12:00:00Z'),
    ];
    expect(statusSpells(history, period, TODAY)).toEqual([
      { status: 'injured', from: '2026-11-05', to: '2026-11-11' },
      { status: 'suspended', from: '2026-11-20', to: null },
    ]);
  });

  it('cuts spells to the period, and ends one still open at the end of a past period', () => {
    const history = [
      change('injured', '2026-10-20T10:00:00Z'),
      change('available', '2026-11-04T10:00:00Z'),
      change('inactive', '2026-11-25T10:00:00Z'),
    ];
    expect(statusSpells(history, { from: '2026-11-01', to: '2026-11-27' }, TODAY)).toEqual([
      { status: 'injured', from: '2026-11-01', to: '2026-11-03' },
      { status: 'inactive', from: '2026-11-25', to: '2026-11-27' },
    ]);
    // Wholly before or after the period: none.
    expect(statusSpells(history, { from: '2026-11-05', to: '2026-11-20' }, TODAY)).toEqual([]);
  });

  it('keeps a same-day return as that one day, and joins a status set again the next day', () => {
    const history = [
      change('injured', '2026-11-10T09:00:00Z'),
      change('available', '2026-11-10T17:00:00Z'),
      change('injured', '2026-11-11T08:00:00Z'),
      change('available', '2026-11-14T08:00:00Z'),
      change('injured', '2026-11-20T08:00:00Z'),
      change('available', '2026-11-20T08:30:00Z'),
    ];
    expect(statusSpells(history, period, TODAY)).toEqual([
      { status: 'injured', from: '2026-11-10', to: '2026-11-13' },
      { status: 'injured', from: '2026-11-20', to: '2026-11-20' },
    ]);
  });

  it('has none for a player always available, or with no history kept', () => {
    expect(statusSpells([change('available', '2026-01-01T00:00:00Z')], period, TODAY)).toEqual([]);
    expect(statusSpells([], period, TODAY)).toEqual([]);
  });
});

describe("each week's days injured", () => {
  it('counts the days of the period, up to today, inside an injury spell; suspensions are not injuries', () => {
    const spells = [
      { status: 'injured' as const, from: '2026-11-02', to: '2026-11-11' },
      { status: 'suspended' as const, from: '2026-11-16', to: '2026-11-18' },
      { status: 'injured' as const, from: '2026-11-25', to: null },
    ];
    const period = { from: '2026-11-02', to: '2026-11-30' };
    expect(
      ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((monday) =>
        injuredDays(monday, spells, period, '2026-11-27'),
      ),
    ).toEqual([0, 7, 3, 0, 3]);
  });
});
