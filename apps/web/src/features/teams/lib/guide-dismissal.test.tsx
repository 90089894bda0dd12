import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { guideDismissedKey, useGuideDismissal } from './guide-dismissal';

const A = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const B = '1c7f2d2f-6b9f-4d66-8e8d-2f2e3d4c5b6a';

beforeEach(() => localStorage.clear());

describe('useGuideDismissal', () => {
  it("keeps one team's dismissal on the device, and only that team's", () => {
    const { result, rerender } = renderHook(({ team }) => useGuideDismissal(team), {
      initialProps: { team: A },
    });
    expect(result.current.dismissed).toBe(false);
    act(() => result.current.dismiss());
    expect(result.current.dismissed).toBe(true);
    expect(localStorage.getItem(guideDismissedKey(A))).toBe('1');

    rerender({ team: B });
    expect(result.current.dismissed).toBe(false);
    rerender({ team: A });
    expect(result.current.dismissed).toBe(true);
  });

  it('reads a dismissal made on an earlier visit', () => {
    localStorage.setItem(guideDismissedKey(A), '1');
    const { result } = renderHook(() => useGuideDismissal(A));
    expect(result.current.dismissed).toBe(true);
  });
});
