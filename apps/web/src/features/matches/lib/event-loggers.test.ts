import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggerEntries, recordLoggers, useEventLoggers } from './event-loggers';

const ana = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana López' };
const marta = { id: '22222222-2222-4222-8222-222222222222', name: 'Marta Ruiz' };

describe('who logged which event of a match', () => {
  it("reads the log's loggers, each once with their events, and the stream's frames as they come", () => {
    const { result } = renderHook(() => useEventLoggers('m1'));
    expect(result.current.size).toBe(0);
    act(() => recordLoggers('m1', loggerEntries([{ ...ana, events: ['e1', 'e2'] }])));
    expect(result.current.get('e1')).toEqual(ana);
    expect(result.current.get('e2')).toEqual(ana);
    act(() => recordLoggers('m1', [['e3', marta]]));
    expect(result.current.get('e3')).toEqual(marta);
    // Another match's events are its own.
    expect(renderHook(() => useEventLoggers('m2')).result.current.size).toBe(0);
  });

  it('keeps the same map when nothing new is known (no render for a repeated frame)', () => {
    act(() => recordLoggers('m3', [['e1', ana]]));
    const { result } = renderHook(() => useEventLoggers('m3'));
    const before = result.current;
    act(() => recordLoggers('m3', [['e1', { ...ana }]]));
    expect(result.current).toBe(before);
  });
});
