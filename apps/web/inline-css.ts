import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the Roboto @font-face rules, 2 KB) into index.html instead of a
 * `<link>`: a stylesheet blocks the first paint until it arrives, one more round trip on a phone
 * (Lighthouse: render-blocking resources). The CSP already allows inline styles (MUI's emotion).
 * Stylesheets of lazy chunks are untouched.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'futsal-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            // Still written to dist (a lazy chunk may name it too); index.html no longer waits for it.
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}
