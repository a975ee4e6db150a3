// The bench pages: one element each (or both), the probe first, the element's script next, as
// dist-readme.md tells hosts to embed them: the ES entries with a modulepreload link for the
// shared chunk. The "without preload" pages show what that link saves.
import { SHARED_CHUNK } from '../../rollup.config.mjs';

const SHARED = `/dist/esm/${SHARED_CHUNK}`;
const probe = (tags) => `<script src="/bench/probe.js?tags=${tags.join(',')}"></script>`;

function page(title, tags, { preload = [], modules = [], classic = [] }) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${probe(tags)}
${preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${modules.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</head>
<body>
<main>${tags.map((tag) => `<${tag} routing="memory"></${tag}>`).join('')}</main>
${classic.map((src) => `<script src="${src}"></script>`).join('\n')}
</body>
</html>`;
}

/** What each page measures: its elements (tags) and what it loads. */
export const BENCH_PAGES = {
  floor: { path: '/floor.html', tags: ['bench-floor'], modules: ['/bench-build/floor.js'] },
  drinkingCheck: {
    path: '/drinking-check.html',
    tags: ['drinking-check'],
    preload: [SHARED],
    modules: ['/dist/esm/drinking-check.js'],
  },
  unitCalculator: {
    path: '/unit-calculator.html',
    tags: ['unit-calculator'],
    preload: [SHARED],
    modules: ['/dist/esm/unit-calculator.js'],
  },
  bothWidgets: {
    path: '/both.html',
    tags: ['drinking-check', 'unit-calculator'],
    preload: [SHARED],
    modules: ['/dist/esm/drinking-check.js', '/dist/esm/unit-calculator.js'],
  },
  drinkingCheckWithoutPreload: {
    path: '/drinking-check-without-preload.html',
    tags: ['drinking-check'],
    modules: ['/dist/esm/drinking-check.js'],
  },
  unitCalculatorWithoutPreload: {
    path: '/unit-calculator-without-preload.html',
    tags: ['unit-calculator'],
    modules: ['/dist/esm/unit-calculator.js'],
  },
  drinkingCheckOneFile: { path: '/drinking-check-one-file.html', tags: ['drinking-check'], classic: ['/dist/drinking-check.js'] },
  unitCalculatorOneFile: {
    path: '/unit-calculator-one-file.html',
    tags: ['unit-calculator'],
    classic: ['/dist/unit-calculator.js'],
  },
};

/** Every page's HTML by its path; `src` may point the scripts elsewhere (the profiler's plain build). */
export function pageTexts(src = (path) => path) {
  return Object.fromEntries(
    Object.entries(BENCH_PAGES).map(([name, spec]) => [
      spec.path,
      page(name, spec.tags, {
        preload: (spec.preload ?? []).map(src),
        modules: (spec.modules ?? []).map(src),
        classic: (spec.classic ?? []).map(src),
      }),
    ]),
  );
}
