// `npm run check:docs` (part of `npm run lint`): the facts in the docs that a script can check.
// - Every repository path the docs name, in backticks or as a link, exists. A path with a
//   placeholder (`<tag>`, `*`, `...`) is skipped, and so is one that .gitignore names (made by a
//   build or a run, like dist/).
// - Every decision record that the code cites (`docs/decisions/NNNN-....md`, or `NNNN` alone) exists.
// - The budgets in docs/architecture.md's budget table are package.json's `sizeBudgets`.
// - The import circles and upward or sideways imports it states are what check-layers.mjs counts.
// Prints what is wrong and exits 1, or one line when all is true.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/architecture.md',
  'docs/commands.md',
  'docs/reference-api.md',
  'docs/dependencies.md',
  ...mdFiles('docs/how-to'),
];
const CODE = ['src', 'widgets', 'scripts', 'test', 'umbraco'];
const ARCHITECTURE = 'docs/architecture.md';

const problems = [];
const read = (file) => readFileSync(file, 'utf8');

function mdFiles(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
}

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Paths: a word in backticks whose first part is an entry of the repository's root, and every link.
const ROOT = new Set(readdirSync('.').filter((name) => !['.git', 'node_modules'].includes(name)));
const IGNORED = read('.gitignore')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line && !line.startsWith('#'));
const isIgnored = (path) => IGNORED.some((rule) => path === rule || path.startsWith(rule.endsWith('/') ? rule : `${rule}/`));
const PLACEHOLDER = /[<>*{}[\]$]|\.\.\.|NNNN/;

function pathsIn(file) {
  const text = read(file);
  const inBackticks = [...text.matchAll(/`([^`\n]+)`/g)]
    .flatMap((match) => match[1].split(/\s+/))
    .map((word) => word.replace(/[,;:.)]+$/, '').replace(/^\(/, ''))
    .filter((word) => ROOT.has(word.split('/')[0]));
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/.test(target))
    .map((target) => normalize(join(dirname(file), target)));
  return [...inBackticks, ...linked].filter((path) => !PLACEHOLDER.test(path) && !isIgnored(path));
}

let paths = 0;
for (const file of DOCS) {
  for (const path of pathsIn(file)) {
    paths += 1;
    if (!existsSync(path)) problems.push(`${file}: ${path} does not exist`);
  }
}

// Decision records cited by the code.
const RECORDS = readdirSync('docs/decisions');
let citations = 0;
for (const file of CODE.flatMap(filesUnder)) {
  for (const [, number, rest] of read(file).matchAll(/docs\/decisions\/(\d{4})([\w.-]*)/g)) {
    citations += 1;
    const name = rest.replace(/\.$/, '');
    const found = name ? RECORDS.includes(`${number}${name}`) : RECORDS.some((record) => record.startsWith(`${number}-`));
    if (!found) problems.push(`${file}: docs/decisions/${number}${name} does not exist`);
  }
}

// The budget table of docs/architecture.md: rows `| \`<name>GzipKB\` | <KB> |`.
const architecture = read(ARCHITECTURE);
const { sizeBudgets } = JSON.parse(read('package.json'));
const written = Object.fromEntries(
  [...architecture.matchAll(/^\| `(\w+GzipKB)` \| ([\d.]+) /gm)].map(([, name, kb]) => [name, Number(kb)]),
);
for (const name of new Set([...Object.keys(sizeBudgets), ...Object.keys(written)])) {
  if (written[name] !== sizeBudgets[name])
    problems.push(`${ARCHITECTURE}: budget ${name} is ${written[name]} KB, package.json says ${sizeBudgets[name]}`);
}

// The layers: what check-layers.mjs counts, against the counts the doc states.
const layers = spawnSync(process.execPath, ['scripts/check-layers.mjs'], { encoding: 'utf8' }).stdout;
for (const label of ['import circles', 'imports up or sideways']) {
  const counted = layers.match(new RegExp(`^${label}: (\\d+)`, 'm'))?.[1];
  const stated = architecture.match(new RegExp(`\`${label}: (\\d+)\``))?.[1];
  if (counted === undefined || stated !== counted)
    problems.push(`${ARCHITECTURE}: says \`${label}: ${stated}\`, scripts/check-layers.mjs counts ${counted}`);
}

if (problems.length > 0) {
  console.error(`The docs say what is not so:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Docs true: ${paths} paths in ${DOCS.length} files, ${citations} decision citations in the code, ` +
    `${Object.keys(sizeBudgets).length} budgets, the layer counts.`,
);
