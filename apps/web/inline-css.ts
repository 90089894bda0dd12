import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Puts the entry's stylesheet (the Roboto @font-face rules, 2 KB) into index.html instead of a
 * `<link>`: a stylesheet blocks the first paint until it arrives, one more round trip on a phone
 * (Lighthouse: render-blocking resources). The CSP already allows inline styles (MUI's emotion).
 *
 * The stylesheet is taken off the entry chunk's metadata before Vite reads it, so neither
 * index.html's `<link>` nor the preload lists of lazy chunks name it: they listed it as a
 * dependency of every chunk that imports the entry, and Vite's preload helper, finding no
 * `<link>` for it, fetched it again in the middle of a page's load (decision 0094).
 * Stylesheets of lazy chunks are untouched.
 */
export function inlineEntryCss(): Plugin {
  let css = '';
  return {
    name: 'futsal-inline-entry-css',
    apply: 'build',
    generateBundle: {
      // Before vite:build-import-analysis writes the preload lists and vite:build-html the page.
      order: 'pre',
      handler(_options, bundle) {
        css = '';
        for (const output of Object.values(bundle)) {
          const chunk = output as OutputChunk;
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
          for (const file of chunk.viteMetadata.importedCss) {
            const asset = bundle[file];
            if (asset?.type !== 'asset') continue;
            // Vite's ordering markers (`/*$vite$:1*/`), which it strips from the files it writes.
            css += String(asset.source).replace(/\/\*\$vite\$:\d+\*\/\s*/g, '');
            chunk.viteMetadata.importedCss.delete(file);
            delete bundle[file];
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!css) throw new Error('inline-css: the entry has no stylesheet to inline');
        return [{ tag: 'style', children: css, injectTo: 'head' }];
      },
    },
  };
}
