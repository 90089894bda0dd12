/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its `dist/development` files, under every
 * condition, so the build shipped its development warnings: every warning's text, and the
 * checks around them, in the entry every page loads. The `dist/production` files are the same
 * code with `ENABLE_DEV_WARNINGS = false`; the build takes them instead (`npm run dev` keeps the
 * warnings). Throws if a later version moves them, rather than silently shipping the other.
 */
export function routerProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const development = path.dirname(require.resolve('react-router'));
  const production = path.join(development, '..', 'production');
  return {
    name: 'futsal-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(development + path.sep)) {
        throw new Error(`router-production: react-router resolved to ${resolved?.id}`);
      }
      return path.join(production, path.basename(resolved.id));
    },
  };
}
