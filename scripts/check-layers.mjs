// `npm run check:layers` (part of `npm run lint`): the layers of docs/architecture.md, measured by
// import. Layers point down only: widgets/ -> the apps (src/drinking-check/, src/unit-calculator/)
// -> src/ui/ -> src/platform/ -> src/core/. A layer may skip the ones between (an app imports
// core); it never imports a layer above it, the two apps never import each other, and no files
// import each other in a circle. Every relative import of src/ and widgets/ counts: static,
// dynamic and type-only. Prints the counts; exits 1 on a circle or an import that goes up or
// sideways.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['src', 'widgets'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** Each layer's folder with its height: higher layers may import lower ones only. */
const LAYERS = [
  { name: 'widgets', folder: 'widgets/', height: 4 },
  { name: 'drinking-check', folder: 'src/drinking-check/', height: 3 },
  { name: 'unit-calculator', folder: 'src/unit-calculator/', height: 3 },
  // The CMS kits (built into cms/ on their own): the card and form over the platform's tables, no React.
  { name: 'cms', folder: 'src/cms/', height: 3 },
  { name: 'ui', folder: 'src/ui/', height: 2 },
  { name: 'platform', folder: 'src/platform/', height: 1 },
  { name: 'core', folder: 'src/core/', height: 0 },
];

const layerOf = (file) => LAYERS.find((layer) => file.startsWith(layer.folder));

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** Comments out of the way, so that an import named in one is not read as an import. */
const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const IMPORT_PATTERNS = [
  // import x from '...', import type { X } from '...', export { x } from '...', export * from '...'
  /^\s*(?:import|export)\b[\w$*\s,{}]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  // import '...' (for its effect, or a stylesheet)
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  // import('...') and typeof import('...')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The relative specifiers a file imports. */
const specifiers = (code) =>
  IMPORT_PATTERNS.flatMap((pattern) => [...withoutComments(code).matchAll(pattern)].map((match) => match[1]));

/** The file a relative specifier names, as a path from the repository root; undefined for a package. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return relative('.', found ?? base)
    .split('\\')
    .join('/');
}

/** The groups of files that import each other in a circle (Tarjan's strongly connected components). */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const files = ROOTS.flatMap(sourceFiles).map((file) => file.split('\\').join('/'));
const graph = new Map();
const pairs = new Map();
const wrong = [];
let imports = 0;

for (const file of files) {
  const from = layerOf(file);
  if (!from) wrong.push(`${file}: in no layer`);
  const targets = new Set();
  for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
    const target = resolveImport(file, specifier);
    if (!target) continue;
    imports += 1;
    targets.add(target);
    const to = layerOf(target);
    if (!from || !to) continue;
    const pair = `${from.name} -> ${to.name}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    if (to.height > from.height) wrong.push(`${file} -> ${target}: up from ${from.name} to ${to.name}`);
    else if (to.height === from.height && to !== from) wrong.push(`${file} -> ${target}: sideways to ${to.name}`);
  }
  graph.set(file, targets);
}

const found = circles(graph);
console.log(`${files.length} files, ${imports} relative imports`);
for (const [pair, count] of [...pairs].sort()) if (!pair.match(/^(\S+) -> \1$/)) console.log(`  ${pair}: ${count}`);
console.log(`import circles: ${found.length}`);
for (const group of found) console.log(`  ${group.join(' <-> ')}`);
console.log(`imports up or sideways: ${wrong.length}`);
for (const line of wrong) console.log(`  ${line}`);
if (found.length > 0 || wrong.length > 0) process.exit(1);
