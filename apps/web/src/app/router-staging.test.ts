import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAfterFrame } from './frame-staging';
import { RequireAuth } from './guards';
import { routes } from './router';

/** Every route under the given ones, each with whether it sits under the signed-in guard. */
function walk(list: RouteObject[], signedIn = false): { route: RouteObject; signedIn: boolean }[] {
  return list.flatMap((route) => {
    const guarded =
      signedIn || (isValidElement(route.element) && route.element.type === RequireAuth);
    return [{ route, signedIn: guarded }, ...walk(route.children ?? [], guarded)];
  });
}

describe("the router's lazy imports and the frame staging (decision 0098)", () => {
  const all = walk(routes).filter(({ route }) => typeof route.lazy === 'function');

  it('makes every signed-in route’s code wait for the frame’s chunks, a task each', () => {
    const signedIn = all.filter((r) => r.signedIn);
    expect(signedIn.length).toBeGreaterThan(20);
    expect(
      signedIn.filter(({ route }) => !isAfterFrame(route.lazy)).map((r) => r.route.path),
    ).toEqual([]);
  });

  it('leaves /login, the public pages and the live page free of the frame', () => {
    const open = all.filter((r) => !r.signedIn);
    expect(open.map(({ route }) => route.path ?? '(layout)')).toEqual(
      expect.arrayContaining(['login', '/live/:token']),
    );
    expect(open.filter(({ route }) => isAfterFrame(route.lazy))).toEqual([]);
  });
});
