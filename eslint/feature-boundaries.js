import path from 'node:path';

/**
 * A feature of apps/web/src/features may use another feature only through its
 * public entry (`features/<name>/index.ts`, or `testing.ts` for test helpers),
 * so its insides can move without breaking its neighbours. Shared code lives
 * in src/components, src/lib, src/test, not inside a feature.
 */
const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const ENTRIES = new Set(['', 'index', 'index.ts', 'index.tsx', 'testing', 'testing.ts']);

/** `features/<name>/<rest>` of a file path, or null outside the features. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { name, rest: rest.join('/') };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Another feature only through its public entry (index.ts)' },
    messages: {
      deep: "Import '{{source}}' reaches inside the feature '{{feature}}': use its public entry (features/{{feature}}/index.ts) or move the shared code out of the feature.",
    },
    schema: [],
  },
  create(context) {
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
  },
};
