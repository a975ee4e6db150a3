// The bench pages: one element each (or both), the probe first, the element's script next, as
// dist-readme.md tells hosts to embed them (its snippets' tags, read from its text): modulepreload
// links for the shared chunk and React's, then the ES entry or the classic loader
// (`<script src defer fetchpriority="high">`, which imports the ES entry;
// docs/decisions/0211-one-build-es-modules-and-classic-loaders.md,
// 0250-first-screen-before-react.md, 0253-react-fetched-at-the-browsers-priority.md). The pages
// with fewer or more links, and the loader alone, show what the links do. The "shift" pages have
// the host's text below the widget, without and with the guide's reserved space, for the layout
// shift; their probe is inline, so that the text paints before the widget's scripts arrive (the
// bench loads them on the phone), as on a host page. The "inline" pages (inlineScreenPage) hold a
// widget's first screen itself, put in its shadow root by an inline script: nothing to fetch or
// run but the screen, the earliest any script could paint it. The "one file" page
// (oneFileScreenPage) fetches that script as a module of its own: the earliest a widget file could;
// the same with the guide's preload links, beside the React those links bring.
//
// The first contentful paint is page-wide, so every page is the same shell with the element as its
// only content (no text, image or background outside it): the page's first contentful paint is
// the element's first paint, on the floor's page as on the widgets'. The floor paints one
// paragraph at React's first commit, a widget its pre-rendered first screen as it connects. The
// bench counts the loads where a paint came before the element's first screen was in the DOM
// (loadsWithContentBeforeTheElement in bench-results.json; 0 while this holds).
import { readFileSync } from 'node:fs';
import { APP_CHUNK, REACT_CHUNK, SHARED_CHUNK } from '../../rollup.config.mjs';
import { guideSnippets, loadingTags, reservedSpaceRule } from '../guide-snippets.mjs';

const SHARED = `/dist/esm/${SHARED_CHUNK}`;
const REACT = `/dist/esm/${REACT_CHUNK}`;
const APP = (tag) => `/dist/esm/${APP_CHUNK(tag)}`;
const PROBE_FILE = new URL('page/probe.js', import.meta.url);
/**
 * The probe, from its file; inline on the pages with the host's text, so that nothing holds that
 * text's first paint while the widget's scripts come, as on a host page that paints before them.
 */
const probe = (tags, { inline = false } = {}) =>
  inline
    ? `<script data-tags="${tags.join(',')}">${readFileSync(PROBE_FILE, 'utf8')}</script>`
    : `<script src="/bench/probe.js?tags=${tags.join(',')}"></script>`;

const GUIDE = readFileSync(new URL('../../dist-readme.md', import.meta.url), 'utf8');
/** The guide's reserved space ("Keep the page from jumping"). */
const RESERVE = `<style>${reservedSpaceRule(GUIDE)}</style>`;
/** The guide's snippets, their paths this server's. */
const SNIPPETS = guideSnippets(GUIDE, '/dist/');
/** A snippet's links and scripts, for `tag` (the one-widget snippets are the Drinking Check's). */
const guideTags = (snippet, tag = 'drinking-check') => loadingTags(snippet).map((line) => line.replaceAll('drinking-check', tag));
const HOST_TEXT = '<p>The host page goes on below the widget. '.concat('Its text should not jump. '.repeat(20), '</p>');

function page(title, tags, { guide = [], preload = [], modules = [], text = false, reserve = false }) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${probe(tags, { inline: text })}
${guide.join('\n')}
${preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${modules.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
${reserve ? RESERVE : ''}
</head>
<body>
<main>${tags.map((tag) => `<${tag} routing="memory"></${tag}>`).join('')}${text ? HOST_TEXT : ''}</main>
</body>
</html>`;
}

/**
 * What each page measures: its elements (tags) and what it loads: the tags of the guide's snippet
 * (guide), or links and scripts of its own, to show what the guide's do.
 */
export const BENCH_PAGES = {
  floor: { path: '/floor.html', tags: ['bench-floor'], modules: ['/bench-build/floor.js'] },
  drinkingCheck: { path: '/drinking-check.html', tags: ['drinking-check'], guide: guideTags(SNIPPETS.esOne) },
  unitCalculator: {
    path: '/unit-calculator.html',
    tags: ['unit-calculator'],
    guide: guideTags(SNIPPETS.esOne, 'unit-calculator'),
  },
  bothWidgets: { path: '/both.html', tags: ['drinking-check', 'unit-calculator'], guide: guideTags(SNIPPETS.esBoth) },
  drinkingCheckReactNotPreloaded: {
    path: '/drinking-check-react-not-preloaded.html',
    tags: ['drinking-check'],
    preload: [SHARED],
    modules: ['/dist/esm/drinking-check.js'],
  },
  drinkingCheckAppPreloaded: {
    path: '/drinking-check-app-preloaded.html',
    tags: ['drinking-check'],
    preload: [SHARED, REACT, APP('drinking-check')],
    modules: ['/dist/esm/drinking-check.js'],
  },
  // Filled by the bench with each widget's first screen (inlineScreenPage, oneFileScreenPage).
  drinkingCheckInline: { path: '/drinking-check-inline.html', tags: ['drinking-check'], inline: true },
  unitCalculatorInline: { path: '/unit-calculator-inline.html', tags: ['unit-calculator'], inline: true },
  drinkingCheckOneFile: { path: '/drinking-check-one-file.html', tags: ['drinking-check'], inline: true },
  drinkingCheckOneFileWithLinks: { path: '/drinking-check-one-file-links.html', tags: ['drinking-check'], inline: true },
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
  // The classic loader pages as the guide writes them: the preload links, as on an ES page, and
  // one for the widget's own file, then the loader (at high priority, 0211), so the files come
  // while the loader does.
  drinkingCheckClassicLoader: {
    path: '/drinking-check-classic-loader.html',
    tags: ['drinking-check'],
    guide: guideTags(SNIPPETS.classicOne),
  },
  unitCalculatorClassicLoader: {
    path: '/unit-calculator-classic-loader.html',
    tags: ['unit-calculator'],
    guide: guideTags(SNIPPETS.classicOne, 'unit-calculator'),
  },
  // The guide's loader alone, with no link in the page: its own preload links come a round trip later.
  drinkingCheckClassicLoaderAlone: {
    path: '/drinking-check-classic-loader-alone.html',
    tags: ['drinking-check'],
    guide: guideTags(SNIPPETS.classicOne).filter((line) => line.startsWith('<script')),
  },
};

// The host's text below the widget, without and with the guide's reserved space.
for (const [tag, name] of [
  ['drinking-check', 'drinkingCheck'],
  ['unit-calculator', 'unitCalculator'],
])
  for (const reserve of [false, true])
    BENCH_PAGES[`${name}Shift${reserve ? 'Reserved' : ''}`] = {
      ...BENCH_PAGES[name],
      path: `/${tag}-shift${reserve ? '-reserved' : ''}.html`,
      text: true,
      reserve,
    };

/** The ready event each tag's inline page sends once its screen is in place, for the probe. */
const READY_EVENTS = { 'drinking-check': 'dc-ready', 'unit-calculator': 'ucc-ready' };

/**
 * Script text that defines `tag` as an element putting `screen` (its shadow root's HTML and CSS
 * text) in its shadow root.
 */
function screenScript(tag, screen) {
  // As script text: no `<` that the HTML parser could read as the end of the script.
  const literal = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return `customElements.define(${literal(tag)}, class extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${literal(screen.css)});
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = ${literal(screen.html)};
    queueMicrotask(() => document.dispatchEvent(new Event(${literal(READY_EVENTS[tag])})));
  }
});`;
}

/**
 * A page whose only script is inline, after the element: it defines the tag as an element that
 * puts `screen` (the widget's first screen: its shadow root's HTML and CSS text) in its shadow root.
 */
export function inlineScreenPage(name, tag, screen) {
  return page(name, [tag], {}).replace('</main>', `</main>\n<script>\n${screenScript(tag, screen)}\n</script>`);
}

/**
 * The same screen put in place by a module of one file at `src`, in the page's head as an ES
 * page's entry is: one request and no bundle, the earliest any widget file could paint it. With
 * `links`, the guide's preload links come before it, so that React's chunk shares the line with it
 * as on the ES page. Returns the page and the module's text.
 */
export function oneFileScreenPage(name, tag, screen, src, { links = false } = {}) {
  const guide = links ? guideTags(SNIPPETS.esOne, tag).filter((line) => line.startsWith('<link')) : [];
  return { html: page(name, [tag], { guide, modules: [src] }), script: screenScript(tag, screen) };
}

/** The path a tag of the guide's snippet loads. */
const LINKED_PATH = /\b(href|src)="([^"]+)"/g;

/** Every page's HTML by its path; `src` may point the scripts elsewhere (the profiler's plain build). */
export function pageTexts(src = (path) => path) {
  return Object.fromEntries(
    Object.entries(BENCH_PAGES)
      .filter(([, spec]) => !spec.inline)
      .map(([name, spec]) => [
        spec.path,
        page(name, spec.tags, {
          guide: (spec.guide ?? []).map((line) => line.replace(LINKED_PATH, (_, name, path) => `${name}="${src(path)}"`)),
          preload: (spec.preload ?? []).map(src),
          text: spec.text,
          reserve: spec.reserve,
          modules: (spec.modules ?? []).map(src),
        }),
      ]),
  );
}
