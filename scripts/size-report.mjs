// `npm run size`: the gzip bytes each kind of page downloads on first load, against the budgets
// in package.json ("sizeBudgets"). Static imports are followed; dynamic ones (the sign-in code)
// are not part of a first load, and a first load that contains sign-in code fails. A page with a
// classic loader (dist/<tag>.js) loads the same ES files and the loader's own few hundred bytes,
// which have their own row.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const DIST = resolve('dist');
const { sizeBudgets } = JSON.parse(readFileSync('package.json', 'utf8'));
const SIGN_IN_MARKER = 'PublicClientApplication';

await init;

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every file a browser fetches before the module runs: the entry and its static imports. */
function firstLoad(entries) {
  const seen = new Set();
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

const pages = [
  {
    name: 'Drinking Check page (ES modules)',
    files: firstLoad(['esm/drinking-check.js']),
    budgetKB: sizeBudgets.pageWithOneWidgetEsmGzipKB,
  },
  {
    name: 'Calculator page (ES modules)',
    files: firstLoad(['esm/unit-calculator.js']),
    budgetKB: sizeBudgets.pageWithOneWidgetEsmGzipKB,
  },
  {
    name: 'Page with both widgets (ES modules)',
    files: firstLoad(['esm/drinking-check.js', 'esm/unit-calculator.js']),
    budgetKB: sizeBudgets.pageWithBothWidgetsEsmGzipKB,
  },
  ...['drinking-check', 'unit-calculator'].map((tag) => ({
    name: `Classic loader (${tag}.js)`,
    files: [join(DIST, `${tag}.js`)],
    budgetKB: sizeBudgets.classicLoaderGzipKB,
  })),
];

const failures = [];
// Each widget starts with its entry and the shared chunk alone: the preload link names that chunk,
// and any other would be found only once the entry had arrived, a round trip later.
for (const entry of ['esm/drinking-check.js', 'esm/unit-calculator.js']) {
  const files = firstLoad([entry]).map((file) => relative(DIST, file));
  const expected = [entry, 'esm/chunks/shared.js'];
  if (files.join() !== expected.join())
    failures.push(`${entry} loads ${files.join(', ')} at start, not only ${expected.join(' and ')}`);
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
