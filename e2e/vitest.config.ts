import { defineConfig } from 'vitest/config';

// The browser suite: one server (built web app + API) for the whole run, one
// Chromium per file, files one after another (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
