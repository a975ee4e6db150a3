// The CSS of the guide's "Keep the page from jumping" (dist-readme.md): the rule a host page puts
// before a widget's script to reserve its height. Plain ES with no Node API, so that the bench
// (scripts/bench/pages.mjs) and the browser test (test/browser/reserved-space.test.js) both
// measure the rule the guide gives, from its text.
const SECTION = '### Keep the page from jumping';

/** The section's CSS block, from the guide's text. */
export function reservedSpaceRule(guide) {
  const start = guide.indexOf(SECTION);
  const css = start < 0 ? undefined : guide.slice(start).match(/```css\n([\s\S]*?)```/)?.[1];
  if (!css) throw new Error(`dist-readme.md has no CSS block under "${SECTION}"`);
  return css;
}
