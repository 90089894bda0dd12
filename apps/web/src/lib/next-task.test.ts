import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task, its microtasks included', async () => {
    const seen: string[] = [];
    const later = nextTask().then(() => seen.push('next task'));
    // A chain of microtasks queued after the call still runs first: nextTask waits for a task.
    void Promise.resolve()
      .then(() => seen.push('microtask 1'))
      .then(() => seen.push('microtask 2'))
      .then(() => seen.push('microtask 3'));
    await later;
    expect(seen).toEqual(['microtask 1', 'microtask 2', 'microtask 3', 'next task']);
  });
});
