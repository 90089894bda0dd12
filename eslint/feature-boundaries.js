import path from 'node:path';

/**
 * A feature of apps/web/src/features may use another feature only through its
 * public entry (`features/<name>/index.ts`, or `testing.ts` for test helpers),
 * so its insides can move without breaking its neighbours. Shared code lives
 * in src/components, src/lib, src/test, not inside a feature.
 */
const ENTRIES = new Set(['', 'index', 'index.ts', 'index.tsx', 'testing', 'testing.ts']);

/**
 * The rule for the parts under `root` (a path's segments): each part's insides are its own,
 * and its neighbours import only its public entry.
 */
function partBoundaries(root, kind) {
  const ROOT = `${path.sep}${root.join(path.sep)}${path.sep}`;
  /** `<root>/<name>/<rest>` of a file path, or null outside the root. */
  const partOf = (file) => {
    const at = file.indexOf(ROOT);
    if (at < 0) return null;
    const [name, ...rest] = file.slice(at + ROOT.length).split(path.sep);
    return { name, rest: rest.join('/') };
  };
  return {
    meta: {
      type: 'problem',
      docs: { description: `Another ${kind} only through its public entry (index.ts)` },
      messages: {
        deep: `Import '{{source}}' reaches inside the ${kind} '{{feature}}': use its public entry (${root.at(-1)}/{{feature}}/index.ts) or move the shared code out of the ${kind}.`,
      },
      schema: [],
    },
    create: (context) => create(context, partOf),
  };
}

/** Reports an import of another part that is not its public entry. */
function create(context, featureOf) {
  const from = featureOf(context.filename);
  if (!from) return {};
  const check = (node) => {
    const source = node.source?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const target = featureOf(path.resolve(path.dirname(context.filename), source));
    if (!target || target.name === from.name || ENTRIES.has(target.rest)) return;
    context.report({
      node: node.source,
      messageId: 'deep',
      data: { source, feature: target.name },
    });
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

export const featureBoundaries = partBoundaries(['apps', 'web', 'src', 'features'], 'feature');

/** The same for the server's modules (apps/server/src/modules/<name>/index.ts). */
export const moduleBoundaries = partBoundaries(['apps', 'server', 'src', 'modules'], 'module');
