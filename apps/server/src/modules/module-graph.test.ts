import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules use each other only through their public files (the
 * ESLint rule futsal/module-boundaries) and depend on each other without a
 * cycle, so each can be read, tested and changed from the ones below it.
 */
const MODULES = path.dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:import|export)[^'"]*?from\s+['"](\.\.\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Which modules each module imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(MODULES, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sources(path.join(MODULES, name.name))) {
      for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), source ?? ''));
        const [other] = target.split(path.sep);
        if (other && other !== '..' && other !== name.name) uses.add(other);
      }
    }
    graph.set(name.name, uses);
  }
  return graph;
}

/** A cycle of the graph as its modules' names, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('server modules', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    expect(graph.get('match-log')?.size).toBe(0);
    expect([...(graph.get('stats') ?? [])]).toEqual(['match-log']);
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});
