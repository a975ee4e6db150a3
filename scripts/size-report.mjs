// `npm run size`: the gzip bytes each kind of page downloads before its first paint and on its
// whole first load, against the budgets in package.json ("sizeBudgets"). Before the first paint:
// each widget's entry and its static imports, with no React
// (docs/decisions/0250-first-screen-before-react.md). The whole first load adds what the entry
// imports at once after its paint, its app chunk (chunks/<tag>-app.js), with that chunk's static
// imports. Other dynamic imports (later screens, the sign-in code) are not part of a first load,
// and a first load that contains sign-in code fails. A page with a classic loader (dist/<tag>.js)
// loads the same ES files and the loader's own few hundred bytes, which have their own row.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const DIST = resolve('dist');
const { sizeBudgets } = JSON.parse(readFileSync('package.json', 'utf8'));
const SIGN_IN_MARKER = 'PublicClientApplication';

await init;

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const TAGS = ['drinking-check', 'unit-calculator'];
const APP_CHUNK = (tag) => `esm/chunks/${tag}-app.js`;

/** Every file a browser fetches before these modules run: they and their static imports. */
function staticLoad(entries, seen = new Set()) {
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(readFileSync(file, 'utf8'));
    for (const entry of imports) {
      const isDynamic = entry.d > -1;
      if (!isDynamic && entry.n?.startsWith('.')) visit(resolve(dirname(file), entry.n));
    }
  };
  entries.forEach((entry) => visit(join(DIST, entry)));
  return [...seen];
}

/** What a page with these widgets downloads before its first paint. */
const beforePaint = (tags) => staticLoad(tags.map((tag) => `esm/${tag}.js`));
/** What it downloads in all at start: that, then each widget's app chunk with its static imports. */
const firstLoad = (tags) => staticLoad(tags.map(APP_CHUNK), new Set(beforePaint(tags)));

const pages = [
  ...TAGS.map((tag) => ({
    name: `${tag} before its first paint`,
    files: beforePaint([tag]),
    budgetKB: sizeBudgets.beforeFirstPaintGzipKB,
  })),
  ...TAGS.map((tag) => ({
    name: `${tag} page, whole first load (ES modules)`,
    files: firstLoad([tag]),
    budgetKB: sizeBudgets.pageWithOneWidgetEsmGzipKB,
  })),
  {
    name: 'Page with both widgets, whole first load (ES modules)',
    files: firstLoad(TAGS),
    budgetKB: sizeBudgets.pageWithBothWidgetsEsmGzipKB,
  },
  ...TAGS.map((tag) => ({
    name: `Classic loader (${tag}.js)`,
    files: [join(DIST, `${tag}.js`)],
    budgetKB: sizeBudgets.classicLoaderGzipKB,
  })),
];

const failures = [];
// Each widget paints from its entry and the shared chunk alone, and its app comes with React's
// chunk alone: the preload links name those, and any other would be found only once the one
// before had arrived, a round trip later.
for (const tag of TAGS) {
  const expected = [`esm/${tag}.js`, 'esm/chunks/shared.js', APP_CHUNK(tag), 'esm/chunks/react.js'];
  const files = firstLoad([tag]).map((file) => relative(DIST, file));
  if (files.join() !== expected.join())
    failures.push(`<${tag}> loads ${files.join(', ')} at start, not only ${expected.join(', ')}`);
  const react = beforePaint([tag]).filter((file) => readFileSync(file, 'utf8').includes('react.transitional.element'));
  if (react.length) failures.push(`<${tag}>: React is in what comes before the first paint (${react.join(', ')})`);
}
const rows = pages.map(({ name, files, budgetKB }) => {
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const kb = bytes / 1024;
  const signInInFirstLoad = files.some((file) => readFileSync(file, 'utf8').includes(SIGN_IN_MARKER));
  if (budgetKB !== undefined && kb > budgetKB)
    failures.push(`${name}: ${kb.toFixed(1)} KB gzip is over its budget of ${budgetKB} KB`);
  if (signInInFirstLoad) failures.push(`${name}: sign-in code is in the first load`);
  const names = files.map((file) => relative(DIST, file));
  return {
    page: name,
    files: names.join(', '),
    'gzip KB': kb.toFixed(kb < 1 ? 2 : 1),
    'budget KB': budgetKB ?? '-',
    'sign-in code': signInInFirstLoad ? 'YES' : 'no',
  };
});

console.table(rows);
if (failures.length) {
  console.error(`Size budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Size budgets met.');
