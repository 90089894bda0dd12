import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { stagingProblem } from '../../frame-hints';

/** A bundle of chunks: file → [its modules, the files it imports statically]. */
function bundle(graph: Record<string, [string[], string[]]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(graph).map(([fileName, [moduleIds, imports]]) => [
      fileName,
      { type: 'chunk', fileName, moduleIds, imports, isEntry: fileName === 'assets/index.js' },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

const graph = bundle({
  'assets/index.js': [['/src/main.tsx', '/mui/Button.js'], []],
  'assets/schemas.js': [['/zod/index.js', '/shared/auth.ts'], []],
  'assets/mui-layout.js': [['/mui/AppBar.js'], ['assets/index.js']],
  'assets/app-frame.js': [['/src/client.ts'], ['assets/schemas.js', 'assets/mui-layout.js']],
});
const frame = new Set(['assets/schemas.js', 'assets/mui-layout.js', 'assets/app-frame.js']);

describe("the build's check of the frame staging (decision 0098)", () => {
  it('passes steps that each evaluate one frame chunk of their own, in order', () => {
    const steps = ['/shared/auth.ts', '/mui/AppBar.js', '/src/client.ts'];
    expect(stagingProblem(graph, steps, frame)).toBeNull();
  });

  it("refuses a step whose chunk imports a later step's chunk: both would run in one task", () => {
    const steps = ['/src/client.ts', '/shared/auth.ts', '/mui/AppBar.js'];
    expect(stagingProblem(graph, steps, frame)).toBe(
      "assets/app-frame.js imports assets/schemas.js, a later step's chunk",
    );
  });

  it('refuses a step outside the frame (already evaluated with the entry) or in no chunk', () => {
    expect(stagingProblem(graph, ['/mui/Button.js'], frame)).toBe(
      '/mui/Button.js is not in a frame chunk',
    );
    expect(stagingProblem(graph, ['/gone.ts'], frame)).toBe('/gone.ts is not in a frame chunk');
  });
});
