import { describe, expect, it } from 'vitest';
import { nextStartDate } from './next-start';

describe('nextStartDate', () => {
  it('is today while the time is ahead, tomorrow once it has passed, across a month’s end', () => {
    expect(nextStartDate(new Date(2026, 10, 30, 19, 29), '19:30')).toBe('2026-11-30');
    expect(nextStartDate(new Date(2026, 10, 30, 19, 30), '19:30')).toBe('2026-12-01');
  });
});
