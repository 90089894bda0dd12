import { useSyncExternalStore } from 'react';

/**
 * A value that parts of the console read on their own (useSelected): a tap that changes it redraws
 * those parts alone, not the console that holds it (decision 0183).
 */
export interface TStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): TStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What `select` reads of the store, redrawn only when that changes: select a plain value (a
 * boolean, an id), not a new object, or every change of the store redraws the reader.
 */
export function useSelected<T, R>(store: TStore<T>, select: (value: T) => R): R {
  'use memo';
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
