// The guide's snippets (dist-readme.md), read from its text: the tags that put a widget on a page,
// with ES modules and with the classic loaders, for one widget and for both ("Put a widget on a
// page"), and the CSS that reserves a widget's height ("Keep the page from jumping"). Plain ES with
// no Node API, so that the bench (scripts/bench/pages.mjs) and the browser tests
// (test/browser/cms-editors.test.js, reserved-space.test.js) use what the guide gives.
const SECTIONS = {
  es: '### ES modules (the usual way)',
  classic: '### A page that can only take classic scripts',
  reservedSpace: '### Keep the page from jumping',
};

/** The fenced `language` blocks of the section under `heading`, up to the next heading. */
function codeBlocks(guide, heading, language) {
  const start = guide.indexOf(heading);
  const section = start < 0 ? '' : guide.slice(start).split(/\n#{1,3} /)[0];
  return [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(([, code]) => code);
}

/** The first two HTML blocks under `heading`, as lines: one widget's snippet, then both's. */
function twoSnippets(guide, heading) {
  const blocks = codeBlocks(guide, heading, 'html').map((html) => html.trim().split('\n'));
  if (blocks.length < 2) throw new Error(`dist-readme.md has no two HTML blocks under "${heading}"`);
  return blocks.slice(0, 2);
}

/**
 * Each snippet as its lines, the guide's `/path/to/` made `base`: { esOne, esBoth, classicOne,
 * classicBoth }. The one-widget snippets are the Drinking Check's.
 */
export function guideSnippets(guide, base) {
  const at = (lines) => lines.map((line) => line.replaceAll('/path/to/', base));
  const [esOne, esBoth] = twoSnippets(guide, SECTIONS.es).map(at);
  const [classicOne, classicBoth] = twoSnippets(guide, SECTIONS.classic).map(at);
  return { esOne, esBoth, classicOne, classicBoth };
}

/** A snippet's tags that load code (its links and scripts), without the widgets' own elements. */
export const loadingTags = (lines) => lines.filter((line) => /^<(link|script)\b/.test(line));

/** The rule a host page puts before a widget's script to reserve its height: the section's CSS. */
export function reservedSpaceRule(guide) {
  const [css] = codeBlocks(guide, SECTIONS.reservedSpace, 'css');
  if (!css) throw new Error(`dist-readme.md has no CSS block under "${SECTIONS.reservedSpace}"`);
  return css;
}
