import type { Plugin, Rolldown } from 'vite';
import { catalogModule } from './catalog-parts.ts';
import { evaluationOrder } from './chunk-graph.ts';
import { FIRST_PAGES, SIGN_IN_PAGE, pathPattern } from './src/app/first-pages.ts';
import { PAGE_TEXTS } from './src/i18n/text-parts.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk groups of vite.config.ts that every signed-in page loads (decision 0079). */
const FRAME_CHUNKS = ['app-frame', 'mui-layout', 'mui-common', 'icons'];
const NAME = 'frame-hints.js';

/** A chunk's file and every file it imports statically, transitively. */
const closure = (bundle: OutputBundle, files: string[]) => new Set(evaluationOrder(bundle, files));

/** The app's frame staging (decision 0098): its dynamic imports each stand for a frame chunk. */
const STAGING = /src[\\/]app[\\/]frame-staging\.ts$/;

/**
 * Why the frame staging would not split anything, or null: each of its modules, in its order,
 * must sit in a frame chunk of its own that does not import a later step's chunk, or importing it
 * would evaluate that chunk too, in the same task. Chunking is vite.config.ts's, so a change
 * there that breaks the staging fails the build instead of quietly undoing it.
 */
export function stagingProblem(
  bundle: OutputBundle,
  steps: string[],
  frame: ReadonlySet<string>,
): string | null {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const files = steps.map((id) => chunks.find((c) => c.moduleIds.includes(id))?.fileName);
  for (const [i, file] of files.entries()) {
    if (!file || !frame.has(file)) return `${steps[i]} is not in a frame chunk`;
    const later = files.slice(i + 1);
    const pulled = evaluationOrder(bundle, [file]).find((f) => later.includes(f));
    if (pulled) return `${file} imports ${pulled}, a later step's chunk`;
  }
  return null;
}

/** The classic script: plain ES5, no module, so that it runs as soon as it arrives. */
function hintsScript(
  frame: string[],
  catalogs: Record<string, string[]>,
  parts: Record<string, Record<string, string>>,
  pages: [string, string[], string][],
  signIn: [string, string[]],
): string {
  return `(function () {
  try {
    // The public live page needs none of the app's code.
    if (location.pathname.indexOf('/live/') === 0) return;
    var token = localStorage.getItem('token');
    // An expired session opens /login, which needs none of the frame (src/lib/token.ts).
    var claims = token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    var files;
    if (!claims || !(claims.exp * 1000 > Date.now())) {
      // Without a session, /login's own code and nothing of the frame (decision 0092).
      if (!new RegExp(${JSON.stringify(signIn[0])}).test(location.pathname)) return;
      files = ${JSON.stringify(signIn[1])};
    } else {
      var frame = ${JSON.stringify(frame)};
      var catalogs = ${JSON.stringify(catalogs)};
      // The app's detector (src/i18n/detector.ts): ?lng=, i18nextLng, the browser's languages.
      var tried = [new URLSearchParams(location.search).get('lng'), localStorage.getItem('i18nextLng')]
        .concat(navigator.languages || [], [navigator.language]);
      var lng = 'es';
      for (var i = 0; i < tried.length; i++) {
        var code = String(tried[i] || '').split(/[-_]/)[0].toLowerCase();
        if (catalogs[code]) { lng = code; break; }
      }
      files = frame.concat(catalogs[lng]);
      // A first page's own code (decision 0092) and its texts (0106): asked for here, they
      // download beside the entry's, and the router, finding the links, adds none in its own task.
      var pages = ${JSON.stringify(pages)};
      var parts = ${JSON.stringify(parts)};
      for (var k = 0; k < pages.length; k++) {
        if (new RegExp(pages[k][0]).test(location.pathname)) {
          files = files.concat(pages[k][1], parts[lng][pages[k][2]]);
          break;
        }
      }
    }
    var j = 0;
    // Six links a task: each starts a download, about a millisecond of a phone's main thread
    // apiece, and all in one task made it a long one (decision 0082).
    (function add() {
      for (var end = Math.min(j + 6, files.length); j < end; j++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = '/' + files[j];
        document.head.appendChild(link);
      }
      if (j < files.length) setTimeout(add, 0);
    })();
  } catch (e) {
    // storage blocked: the router asks for the same files once the entry runs
  }
})();
`;
}

/**
 * A signed-in page's second wave of files (the frame's chunks and the language's catalog) is
 * asked for only once the entry's scripts have downloaded and run: on a phone that is a second
 * after the page opened. A classic script of about a kilobyte, loaded `async` from index.html,
 * asks for them at once when an unexpired session is stored, so they download beside the
 * entry's; without one, /login asks for its own code and nothing more. A script file, not inline: the CSP
 * allows scripts from the origin only. Its list is the build's own chunk graph, so it cannot
 * name a file the build did not write (the build throws if a frame chunk is missing).
 */
export function frameHints(): Plugin {
  // The hints file's name, as this build wrote it: index.html's tag names it.
  let hints = '';
  return {
    name: 'futsal-frame-hints',
    apply: 'build',
    generateBundle: {
      // Before vite:build-html writes index.html, whose tag below names the emitted file.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const named = (name: string) => {
          const chunk = chunks.find((c) => c.name === name);
          if (!chunk) throw new Error(`frame-hints: no chunk named ${name}`);
          return chunk.fileName;
        };
        const entry = closure(
          bundle,
          chunks.filter((c) => c.isEntry).map((c) => c.fileName),
        );
        const frame = [...closure(bundle, FRAME_CHUNKS.map(named))].filter((f) => !entry.has(f));
        // Each language's first part (with its messages, 0094), and its pages' parts (0106).
        const catalogs: Record<string, string[]> = {};
        const parts: Record<string, Record<string, string>> = {};
        const hinted = new Set<string>(FIRST_PAGES.map(({ page }) => PAGE_TEXTS[page]));
        for (const chunk of chunks) {
          const catalog = chunk.moduleIds.map(catalogModule).find((c) => c !== null);
          if (!catalog) continue;
          const { lng, part } = catalog;
          if (part !== 'first' && part !== 'messages') {
            // Only the first pages' parts: the hints ask for no other page's texts.
            if (hinted.has(part)) parts[lng] = { ...parts[lng], [part]: chunk.fileName };
            continue;
          }
          const files = [...closure(bundle, [chunk.fileName])].filter((f) => !entry.has(f));
          catalogs[lng] = [...new Set([...(catalogs[lng] ?? []), ...files])];
        }
        if (Object.keys(catalogs).sort().join() !== 'en,es,it,pt') {
          throw new Error(`frame-hints: catalogs found for ${Object.keys(catalogs).join()}`);
        }
        const staging = [...this.getModuleIds()].find((id) => STAGING.test(id));
        const steps = staging ? (this.getModuleInfo(staging)?.dynamicallyImportedIds ?? []) : [];
        const problem = steps.length
          ? stagingProblem(bundle, steps, new Set(frame))
          : 'the frame staging is not in the build';
        if (problem) throw new Error(`frame-hints: ${problem}`);
        const framed = new Set([...entry, ...frame]);
        const chunkOf = (module: string) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk) throw new Error(`frame-hints: no chunk holds ${module}`);
          return chunk.fileName;
        };
        /** A page's files: its modules' chunks and their static imports, minus what `loaded` holds. */
        const pageFiles = (modules: string[], loaded: Set<string>) =>
          [...closure(bundle, modules.map(chunkOf))].filter((f) => !loaded.has(f)).sort();
        const pattern = (paths: string[]) => paths.map(pathPattern).join('|');
        const pages = FIRST_PAGES.map(({ page, paths, modules }): [string, string[], string] => {
          const part = PAGE_TEXTS[page];
          for (const lng of Object.keys(catalogs)) {
            if (!parts[lng]?.[part]) throw new Error(`frame-hints: no ${lng} catalog part ${part}`);
          }
          return [pattern(paths), pageFiles(modules, framed), part];
        });
        // Without a session nothing of the frame is loaded: only the entry's files are left out.
        const signIn: [string, string[]] = [
          pattern(SIGN_IN_PAGE.paths),
          pageFiles(SIGN_IN_PAGE.modules, entry),
        ];
        hints = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: NAME,
            source: hintsScript(frame.sort(), catalogs, parts, pages, signIn),
          }),
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!hints) throw new Error('frame-hints: the hints file is not in the build');
        return [
          { tag: 'script', attrs: { async: true, src: `/${hints}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
