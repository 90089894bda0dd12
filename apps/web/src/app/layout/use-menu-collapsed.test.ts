import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MENU_COLLAPSED_KEY, useMenuCollapsed } from './use-menu-collapsed';

beforeEach(() => localStorage.clear());

describe('useMenuCollapsed', () => {
  it('starts open the first time', () => {
    const { result } = renderHook(() => useMenuCollapsed());
    expect(result.current[0]).toBe(false);
  });

  it('remembers a collapsed menu across a reload, and an opened one again', () => {
    const first = renderHook(() => useMenuCollapsed());
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    first.unmount();

    const reloaded = renderHook(() => useMenuCollapsed());
    expect(reloaded.result.current[0]).toBe(true);
    act(() => reloaded.result.current[1]());
    reloaded.unmount();

    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('false');
    expect(renderHook(() => useMenuCollapsed()).result.current[0]).toBe(false);
  });
});
