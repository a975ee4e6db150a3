// Which modules go into the two chunks that both widgets share at start
// (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md, 0250-first-screen-before-react.md):
// 'shared', code that one widget's entry runs before its first paint and the other uses at all;
// 'react', code that one widget's React tree (its mount module, loaded after the first paint) runs
// at start and the other uses at all. Rollup would give such code chunks of its own, which a widget
// finds only once the chunk before has arrived, a round trip later; in these two, which a page
// preloads, it comes at once.
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

/** Whether one of `starts` runs `id` at start and another widget uses it at all. */
const sharedAtStart = (starts, id) =>
  starts.some((start) => start.atStart.has(id) && starts.some((other) => other !== start && other.any.has(id)));

/**
 * rollup's `manualChunks`: 'shared' for code one entry runs before its first paint and another
 * uses at all; 'react' for code one widget's mount module (`mountModules`: the module each entry
 * imports after its first paint) runs at start and another widget uses at all.
 */
export function sharedChunk(mountModules) {
  let entries;
  let apps;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!entries) {
      const ids = [...getModuleIds()];
      entries = ids
        .filter((moduleId) => getModuleInfo(moduleId)?.isEntry)
        .map((entry) => ({
          atStart: reachable(entry, getModuleInfo, { dynamic: false }),
          any: reachable(entry, getModuleInfo, { dynamic: true }),
        }));
      apps = entries.map(({ any }) => ({
        atStart: reachable(
          mountModules.find((mount) => any.has(mount)),
          getModuleInfo,
          { dynamic: false },
        ),
        any,
      }));
    }
    if (sharedAtStart(entries, id)) return 'shared';
    if (sharedAtStart(apps, id)) return 'react';
    return undefined;
  };
}
