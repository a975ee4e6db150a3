// Which modules go into the shared chunk (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md):
// code that one widget runs at start and the other uses at all. Rollup would give such code
// chunks of its own, which a widget's entry finds only once it has arrived, a round trip later;
// in the shared chunk, which a page preloads, it comes with React.
import { dirname, join } from 'node:path';

/** A module's statements, leaving out directives ('use client'). */
const body = (info) => info?.ast?.body.filter((node) => node.type !== 'ExpressionStatement' || !node.directive) ?? [];

/** An index file that only re-exports (`src/core/units/index.ts`). */
const isIndex = (info) =>
  (info?.id ?? '').endsWith('/index.ts') && body(info).every((node) => node.type === 'ExportNamedDeclaration' && node.source);

/**
 * Module ids reachable from `start`: by static imports, or by dynamic ones as well. Through an
 * index file, only the modules whose exports the importer names are reached, as rollup itself
 * counts them once it has shaken the tree.
 */
function reachable(start, getModuleInfo, { dynamic }) {
  const resolve = (from, source) => {
    const base = join(dirname(from), source);
    return getModuleInfo(from)?.importedIds.find((id) => ['.ts', '.tsx', '.js', '/index.ts'].some((end) => id === base + end));
  };
  const throughIndex = (from, index) => {
    const names = new Set();
    for (const node of body(getModuleInfo(from))) {
      if (node.type !== 'ImportDeclaration' || resolve(from, node.source.value) !== index) continue;
      for (const specifier of node.specifiers) names.add(specifier.imported?.name ?? specifier.imported?.value);
    }
    return body(getModuleInfo(index))
      .filter((node) => node.specifiers.some((specifier) => names.has(specifier.exported.name)))
      .map((node) => resolve(index, node.source.value));
  };
  const seen = new Set();
  const visit = (id) => {
    if (!id || seen.has(id)) return;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const imported of [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])]) {
      if (isIndex(getModuleInfo(imported))) throughIndex(id, imported).forEach(visit);
      else visit(imported);
    }
  };
  visit(start);
  return seen;
}

/** rollup's `manualChunks`: 'shared' for code one entry runs at start and another uses at all. */
export function sharedChunk() {
  let entries;
  return (id, { getModuleIds, getModuleInfo }) => {
    entries ??= [...getModuleIds()]
      .filter((moduleId) => getModuleInfo(moduleId)?.isEntry)
      .map((entry) => ({
        atStart: reachable(entry, getModuleInfo, { dynamic: false }),
        any: reachable(entry, getModuleInfo, { dynamic: true }),
      }));
    const shared = entries.some(
      (entry) => entry.atStart.has(id) && entries.some((other) => other !== entry && other.any.has(id)),
    );
    return shared ? 'shared' : undefined;
  };
}
