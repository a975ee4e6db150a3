// The guide's snippets that put a widget on a page (dist-readme.md, "Put a widget on a page"): with
// ES modules and with the classic loaders, for one widget and for both. Plain ES with no Node API,
// so that the bench (scripts/bench/pages.mjs) and the editors' test
// (test/browser/cms-editors.test.js) use the tags the guide gives, from its text.
const SECTIONS = {
  es: '### ES modules (the usual way)',
  classic: '### A page that can only take classic scripts',
};

/** The first two HTML blocks of the section under `heading`: one widget's snippet, then both's. */
function twoSnippets(guide, heading) {
  const start = guide.indexOf(heading);
  const section = start < 0 ? '' : guide.slice(start).split(/\n#{1,3} /)[0];
  const blocks = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map(([, html]) => html.trim().split('\n'));
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
