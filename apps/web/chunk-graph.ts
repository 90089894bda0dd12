import type { Rolldown } from 'vite';

/**
 * The chunks `roots` import statically, transitively, with the roots, in the order a browser
 * evaluates them: each chunk after the chunks it imports, in the order it imports them (depth
 * first, as module evaluation walks a graph), each root after its own imports. Files that are
 * not chunks of the bundle are left out.
 */
export function evaluationOrder(bundle: Rolldown.OutputBundle, roots: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const dep of chunk.imports) visit(dep);
    order.push(file);
  };
  roots.forEach(visit);
  return order;
}
