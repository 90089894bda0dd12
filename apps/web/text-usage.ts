/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { PERMISSIONS } from '../../packages/shared/src/roles';

/** Staff permissions (`stats.read`, `reports.read`) read like keys of a section but name no text. */
const NOT_KEYS: ReadonlySet<string> = new Set(PERMISSIONS);

const SHARED_SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../packages/shared/src');

/** The source file an import names, or null for a package or a file that is not code. */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec === '@futsal/shared') base = join(SHARED_SRC, 'index');
  else if (spec.startsWith('@futsal/shared/')) base = join(SHARED_SRC, spec.slice(15));
  else return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((ext) => base + ext)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
  return found ?? null;
}

/** An import or re-export that brings code at run time, not only types. */
function runtimeSpecifier(node: ts.Node): string | null {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (clause?.isTypeOnly) return null;
    const named = clause?.namedBindings;
    const typesOnly =
      clause !== undefined &&
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly);
    return typesOnly ? null : (node.moduleSpecifier as ts.StringLiteral).text;
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
    return (node.moduleSpecifier as ts.StringLiteral).text;
  }
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return null;
}

/** The text of a string literal, or the fixed start of a template (`stats.${key}` gives `stats.`). */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/**
 * The catalog sections the code of `entries` and of every module they load (statically or on
 * demand, transitively) names in a string: `'stats.kpi'`, `` `matches.type.${t}` ``. A key built
 * from a variable alone is not seen; the app loads a section it finds missing (decision 0106).
 * Comments and type-only imports do not count. `skip` leaves modules out (the catalog loader).
 */
export function sectionsUsed(
  entries: string[],
  sections: readonly string[],
  skip: (file: string) => boolean = () => false,
): Set<string> {
  const known = new Set(sections);
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || skip(file) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const walk = (node: ts.Node): void => {
      const spec = runtimeSpecifier(node);
      if (spec !== null) {
        const target = resolveImport(file, spec);
        if (target) visit(target);
        if (!ts.isCallExpression(node)) return;
      }
      const text = literalText(node);
      const section = text?.split('.')[0];
      if (text?.includes('.') && section && known.has(section) && !NOT_KEYS.has(text))
        used.add(section);
      ts.forEachChild(node, walk);
    };
    walk(source);
  };
  for (const entry of entries) visit(resolve(entry));
  return used;
}
