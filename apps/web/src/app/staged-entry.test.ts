import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { evaluationOrder } from '../../chunk-graph';
import { startScript } from '../../staged-entry';

/** A bundle of chunks, each named by its file and listing the files it imports statically. */
function bundle(graph: Record<string, string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(graph).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports, isEntry: fileName === 'assets/index.js' },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

describe('the staged entry (decision 0095)', () => {
  const graph = bundle({
    'assets/index.js': ['assets/runtime.js', 'assets/react.js', 'assets/boot.js', 'assets/mui.js'],
    'assets/runtime.js': [],
    'assets/react.js': ['assets/runtime.js'],
    'assets/boot.js': ['assets/runtime.js', 'assets/react.js'],
    'assets/mui.js': ['assets/runtime.js', 'assets/react.js'],
    'assets/lazy-page.js': ['assets/mui.js'],
  });

  it('orders the chunks as a browser evaluates them: each after its imports, in import order, once', () => {
    expect(evaluationOrder(graph, ['assets/index.js'])).toEqual([
      'assets/runtime.js',
      'assets/react.js',
      'assets/boot.js',
      'assets/mui.js',
      'assets/index.js',
    ]);
    // A chunk the entry does not import statically is not started with it.
    expect(evaluationOrder(graph, ['assets/index.js'])).not.toContain('assets/lazy-page.js');
    // Import order decides between independent chunks, as it does for the browser.
    const swapped = bundle({
      'assets/index.js': ['assets/mui.js', 'assets/boot.js'],
      'assets/mui.js': [],
      'assets/boot.js': [],
    });
    expect(evaluationOrder(swapped, ['assets/index.js'])).toEqual([
      'assets/mui.js',
      'assets/boot.js',
      'assets/index.js',
    ]);
  });

  it('imports them one at a time, a new task before each but the first', () => {
    const script = startScript(['assets/runtime.js', 'assets/react.js', 'assets/index.js']);
    const steps = script
      .split('\n')
      .filter((line) => line.startsWith('await '))
      .map((line) => line.trim());
    expect(steps).toEqual([
      'await import("./runtime.js");',
      'await nextTask();',
      'await import("./react.js");',
      'await nextTask();',
      'await import("./index.js");',
    ]);
    expect(script).toContain('new MessageChannel()');
  });
});
