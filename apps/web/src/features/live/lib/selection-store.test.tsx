import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore, useSelected, type TStore } from './selection-store';

interface TPending {
  selected: string | null;
  pick: string | null;
}

const renders: Record<string, number> = {};
const count = (id: string) => {
  renders[id] = (renders[id] ?? 0) + 1;
};

/** A tile: redrawn when its own selection flips, whatever else the store holds. */
function Tile({ id, store }: { id: string; store: TStore<TPending> }) {
  const selected = useSelected(store, (s) => s.selected === id);
  // Each commit of this tile, counted after it (an effect with no list runs after every one).
  useEffect(() => count(id));
  return <span data-testid={id}>{selected ? 'on' : 'off'}</span>;
}

describe('selection store', () => {
  it('redraws only the readers whose selected value changed', () => {
    const store = createStore<TPending>({ selected: null, pick: null });
    render(
      <>
        <Tile id="a" store={store} />
        <Tile id="b" store={store} />
        <Tile id="c" store={store} />
      </>,
    );
    const before = { ...renders };

    act(() => store.set({ selected: 'a', pick: null }));
    expect(screen.getByTestId('a').textContent).toBe('on');
    expect(renders.a).toBe((before.a ?? 0) + 1);
    expect(renders.b).toBe(before.b);
    expect(renders.c).toBe(before.c);

    // From a to b: those two redraw, c does not; a change no tile reads redraws none.
    act(() => store.set({ selected: 'b', pick: null }));
    act(() => store.set({ selected: 'b', pick: 'goal' }));
    expect(screen.getByTestId('a').textContent).toBe('off');
    expect(screen.getByTestId('b').textContent).toBe('on');
    expect(renders.a).toBe((before.a ?? 0) + 2);
    expect(renders.b).toBe((before.b ?? 0) + 1);
    expect(renders.c).toBe(before.c);
  });

  it('tells its listeners of a new value only, and lets them go', () => {
    const value = { selected: null, pick: null };
    const store = createStore<TPending>(value);
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.set(value);
    expect(calls).toBe(0);
    store.set({ selected: 'a', pick: null });
    expect(calls).toBe(1);
    expect(store.get().selected).toBe('a');
    stop();
    store.set({ selected: null, pick: null });
    expect(calls).toBe(1);
  });
});
