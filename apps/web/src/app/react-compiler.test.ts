import { describe, expect, it } from 'vitest';
import { LiveConsole } from '../features/live/components/LiveConsole';
import { CourtPanel } from '../features/live/components/CourtPanel';
import { Scoreboard } from '../features/live/components/Scoreboard';
import { TeamsPage } from '../features/teams/pages/TeamsPage';

/**
 * Decision 0093: the React Compiler memoises the app's components, so a tap at the bench
 * re-renders what it changed rather than the whole console. The same Vite config builds the
 * tests, so a component here shows whether the build compiled it: its body reads and fills the
 * compiler's cache, which React's own hooks never write as `$[n]`.
 */
describe('React Compiler', () => {
  it.each([
    ['LiveConsole', LiveConsole.type],
    ['CourtPanel', CourtPanel],
    ['Scoreboard', Scoreboard],
    ['TeamsPage', TeamsPage],
  ])('memoises %s', (_name, component) => {
    const body = String(component);
    expect(body).toMatch(/\$\[\d+\] !== /);
    expect(body).toContain('react.memo_cache_sentinel');
  });
});
