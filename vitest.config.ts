import { defineConfig } from 'vitest/config';

/**
 * One runner, three projects. `npm test` runs them all; the browser suite in
 * e2e/ runs after them (scripts/test.mjs) with its own config, e2e/vitest.config.ts.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Lazy pages and MUI render slowly on 2 shared cores; a test that waits longer than this is stuck, not slow.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
