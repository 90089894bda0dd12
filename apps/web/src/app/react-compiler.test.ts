import { describe, expect, it } from 'vitest';
import { MatchPage } from '../features/matches/pages/MatchPage';
import { TeamsPage } from '../features/teams/pages/TeamsPage';

/**
 * Decision 0093: the React Compiler memoises the live console (its components and hooks opt in
 * with 'use memo'), so a tap at the bench re-renders what it changed rather than the whole
 * console; the rest of the app is left as written, for its bytes. The same Vite config builds
 * the tests, so a function here shows what the build made of it: a compiled one reads and fills
 * the compiler's cache (`$[n]`), which no hand-written code here does.
 */
const live = import.meta.glob<Record<string, unknown>>(
  ['../features/live/components/*.{ts,tsx}', '../features/live/lib/use-*.ts', '!**/*.test.*'],
  { eager: true },
);

/** The same files' source: a component or hook left unexported is compiled only if it opts in too. */
const sources = import.meta.glob<string>(
  ['../features/live/components/*.{ts,tsx}', '../features/live/lib/use-*.ts', '!**/*.test.*'],
  { eager: true, query: '?raw', import: 'default' },
);

/** Left as written, and why. */
const SKIPPED = new Map([
  ['useMatchStream', 'it throws inside a try, which the compiler cannot compile yet'],
  ['useDense', 'it only reads a context: nothing to keep'],
]);

const isComponentOrHook = (name: string) => /^([A-Z]|use[A-Z])/.test(name);

/** The function a component export stands for (a `memo` wraps it in `type`). */
function body(value: unknown): string | null {
  if (typeof value === 'function') return String(value);
  const inner = (value as { type?: unknown } | null)?.type;
  return typeof inner === 'function' ? String(inner) : null;
}

/** The first statement of the body of a function whose parameters open at `from`. */
function firstStatement(code: string, from: number): string {
  let depth = 1;
  let i = from;
  while (depth > 0 && i < code.length) {
    if (code[i] === '(') depth += 1;
    else if (code[i] === ')') depth -= 1;
    i += 1;
  }
  const body = code.indexOf('{', i);
  return /^\s*('use memo'|\S+)/.exec(code.slice(body + 1))?.[1] ?? '';
}

const compiled = (code: string) => /\$\[\d+\] !== /.test(code);

describe('React Compiler', () => {
  const exported: [string, string][] = Object.entries(live).flatMap(([file, module]) =>
    Object.entries(module).flatMap(([name, value]): [string, string][] => {
      const code = isComponentOrHook(name) && !SKIPPED.has(name) ? body(value) : null;
      return code === null ? [] : [[`${file.replace(/^.*\//, '')} ${name}`, code]];
    }),
  );

  it('finds the console', () => {
    expect(exported.map(([name]) => name)).toEqual(
      expect.arrayContaining(['LiveConsole.tsx LiveConsole', 'CourtPanel.tsx CourtPanel']),
    );
  });

  it.each(exported)('memoises %s', (_name, code) => {
    expect(compiled(code)).toBe(true);
  });

  // The rotation board's rows were unexported and not compiled: each drew eight MUI parts at every
  // clock second (decision 0183). Every function component or hook declared here opts in.
  const declared: [string, string][] = Object.entries(sources).flatMap(([file, code]) =>
    [...code.matchAll(/function ((?:[A-Z]|use[A-Z])\w*)(?:<[^>]*>)?\(/g)]
      .filter((m) => !SKIPPED.has(m[1] ?? ''))
      .map((m): [string, string] => [
        `${file.replace(/^.*\//, '')} ${m[1]}`,
        firstStatement(code, (m.index ?? 0) + m[0].length),
      ]),
  );

  it.each(declared)('opts %s in to the compiler', (_name, first) => {
    expect(first).toBe("'use memo'");
  });

  it('memoises the match page, and leaves a page outside the console as written', () => {
    expect(compiled(String(MatchPage))).toBe(true);
    expect(compiled(String(TeamsPage))).toBe(false);
  });
});
