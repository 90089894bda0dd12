import type { Plugin } from 'vite';
import { evaluationOrder } from './chunk-graph.ts';

const NAME = 'start.js';

/**
 * The module index.html starts: it imports the entry's chunks one by one, in evaluationOrder,
 * each in a task of its own. Files are named relative to it (it sits beside them in /assets).
 */
export function startScript(order: string[]): string {
  const name = (file: string) => JSON.stringify(`./${file.replace(/^.*\//, '')}`);
  return [
    // A message, not a timer: a timer may wait 4 ms (src/lib/next-task.ts does the same).
    'const nextTask = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = () => { c.port1.close(); resolve(); }; c.port2.postMessage(null); });',
    order.map((file) => `await import(${name(file)});`).join('\nawait nextTask();\n'),
    '',
  ].join('\n');
}

/**
 * A browser evaluates the modules a `<script type="module">` imports in one task: the entry's
 * chunks (React, MUI with its default themes, i18next, the router) were one long task on a
 * phone's CPU, the longest of a page's load and most of its blocking time
 * (decision 0095). index.html now starts a small module that imports those chunks one at a time,
 * each in its own task, in the order the browser evaluated them: the same modules run, in the
 * same order, with a pause for input and paint between chunks. The entry keeps its modulepreload
 * link, so every file still downloads from the start, beside the others.
 */
export function stagedEntry(): Plugin {
  // The start file's name, as this build wrote it: index.html's tag names it.
  let start = '';
  return {
    name: 'futsal-staged-entry',
    apply: 'build',
    generateBundle: {
      // Before vite:build-html writes index.html, whose tag below names the emitted file.
      order: 'pre',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
        if (entries.length !== 1) throw new Error('staged-entry: one entry chunk expected');
        const entry = entries[0]?.fileName ?? '';
        const ref = this.emitFile({
          type: 'asset',
          name: NAME,
          source: startScript(evaluationOrder(bundle, [entry])),
        });
        start = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk?.fileName;
        const tag = `<script type="module" crossorigin src="/${entry}"></script>`;
        if (!start || !entry || !html.includes(tag))
          throw new Error("staged-entry: index.html's entry script or the start file is missing");
        return html.replace(
          tag,
          `<link rel="modulepreload" crossorigin href="/${entry}">\n    ` +
            `<script type="module" crossorigin src="/${start}"></script>`,
        );
      },
    },
  };
}
