// The bench pages: one element each (or both), the probe first, the element's script next, as
// dist-readme.md tells hosts to embed them: a modulepreload link for the shared chunk, then the ES
// entry or the classic loader (`<script src defer>`, which imports the ES entry;
// docs/decisions/0211-one-build-es-modules-and-classic-loaders.md). The "without preload" pages
// and the loader alone show what that link saves.
//
// The first contentful paint is page-wide, so every page is the same shell with the element as its
// only content (no text, image or background outside it): the page's first contentful paint is
// the element's first paint, on the floor's page as on the widgets'. The floor paints one
// paragraph at React's first commit, a widget its pre-rendered first screen as it connects. The
// bench counts the loads where a paint came before the element's first screen was in the DOM
// (loadsWithContentBeforeTheElement in bench-results.json; 0 while this holds).
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
${classic.map((src) => `<script src="${src}" defer></script>`).join('\n')}
</head>
<body>
<main>${tags.map((tag) => `<${tag} routing="memory"></${tag}>`).join('')}</main>
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
  // The classic loader pages as dist-readme.md writes them: the shared chunk's preload link, as on
  // an ES page, then the loader, so the big chunk comes while the loader does.
  drinkingCheckClassicLoader: {
    path: '/drinking-check-classic-loader.html',
    tags: ['drinking-check'],
    preload: [SHARED],
    classic: ['/dist/drinking-check.js'],
  },
  unitCalculatorClassicLoader: {
    path: '/unit-calculator-classic-loader.html',
    tags: ['unit-calculator'],
    preload: [SHARED],
    classic: ['/dist/unit-calculator.js'],
  },
  // The loader alone, with no link in the page: its own preload link comes a round trip later.
  drinkingCheckClassicLoaderAlone: {
    path: '/drinking-check-classic-loader-alone.html',
    tags: ['drinking-check'],
    classic: ['/dist/drinking-check.js'],
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
