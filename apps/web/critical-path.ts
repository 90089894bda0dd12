/// <reference types="node" />
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a first visit needs: everything the entry and the given pages
 * import statically, collected once the module graph is complete (buildEnd
 * runs before chunking). The chunk groups of vite.config.ts read the set, so
 * /login fetches exactly the MUI parts it renders and nothing that only the
 * signed-in pages use (poppers, dialogs, chips...).
 */
export function criticalPath(
  pages: string[],
  options: { entry?: boolean; dynamic?: boolean } = {},
): { plugin: Plugin; has: (id: string) => boolean } {
  // The entry imports every page lazily: `dynamic` follows lazy imports from the pages alone.
  const { entry = true, dynamic = false } = options;
  const modules = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'futsal-critical-path',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      modules.clear();
      const starts = [...this.getModuleIds()].filter((id) => {
        const info = this.getModuleInfo(id);
        return (entry && info?.isEntry === true) || pages.some((p) => id === path.resolve(root, p));
      });
      const stack = [...starts];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        const info = this.getModuleInfo(id);
        stack.push(...(info?.importedIds ?? []));
        if (dynamic) stack.push(...(info?.dynamicallyImportedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
