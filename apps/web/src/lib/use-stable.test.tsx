import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStable } from './use-stable';

const sameIds = (a: { id: string }[], b: { id: string }[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]?.id);

describe('useStable', () => {
  it('keeps the value returned before while the two are the same, and takes a different one', () => {
    const { result, rerender } = renderHook(({ v }) => useStable(v, sameIds), {
      initialProps: { v: [{ id: 'a' }] },
    });
    const kept = result.current;
    rerender({ v: [{ id: 'a' }] });
    expect(result.current).toBe(kept);
    const next = [{ id: 'a' }, { id: 'b' }];
    rerender({ v: next });
    expect(result.current).toBe(next);
  });
});
