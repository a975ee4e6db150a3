// `import screens from 'prerendered:<tag>'`: the widget's first screen, rendered at build time in
// Node by widgets/prerender.tsx with react-dom/server, as a tree of nodes that the element draws
// without innerHTML before React arrives (src/ui/widget/first-screen.ts), and the attributes that
// change it, found by rendering it with each example of the attribute table
// (docs/decisions/0250-first-screen-before-react.md). The build renders it from the same source it
// bundles, so a first screen cannot change without its pre-render.
import { build } from 'esbuild';
import { Window } from 'happy-dom';
import { pathToFileURL } from 'node:url';

const PREFIX = 'prerendered:';
const SERVER_BUNDLE = '.tmp/prerender.mjs';

async function loadRenderer() {
  await build({
    entryPoints: ['widgets/prerender.tsx'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'text' },
    // React, jotai and wouter from node_modules, as Node loads them.
    packages: 'external',
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(SERVER_BUNDLE).href}?${Date.now()}`);
}

/** React's markup as [tag, attributes, ...children]; the `<!-- -->` between two texts leaves them two nodes. */
function toTree(html) {
  const window = new Window();
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const toNode = (node) => {
    if (node.nodeType === node.TEXT_NODE) return node.data;
    if (node.nodeType !== node.ELEMENT_NODE) return undefined;
    if (node.hasAttribute('style')) throw new Error(`A style attribute on <${node.localName}>, which a strict CSP blocks`);
    const attributes = Object.fromEntries([...node.attributes].map(({ name, value }) => [name, value]));
    return [node.localName, attributes, ...[...node.childNodes].map(toNode).filter((child) => child !== undefined)];
  };
  const roots = [...template.content.childNodes].map(toNode).filter((node) => node !== undefined);
  window.close();
  if (roots.length !== 1 || typeof roots[0] === 'string') throw new Error('A first screen is one element');
  return roots[0];
}

/**
 * The attributes that change a widget's first screen, wide or narrow: each one that does with one
 * of its examples set alone; then, with every other one set at once, any that changes it only
 * together with others, found one at a time, until the screen with all the rest set is the
 * default one. So the element draws the build's screen only when it is what React would render.
 */
function dependsOn(tag, prerender, examples) {
  const markup = (attributes) => prerender(tag, false, attributes) + prerender(tag, true, attributes);
  const plain = markup({});
  // heading-level moves every heading down, as the element draws it too (src/ui/widget/first-screen.ts).
  const level = (attributes) => Number(attributes['heading-level'] ?? 1);
  const headingsMoved = (html, by) =>
    html.replace(/<(\/?)h([1-6])\b/g, (_, close, n) => `<${close}h${Math.min(6, Number(n) + by)}`);
  const changes = (attributes) => markup(attributes) !== headingsMoved(plain, level(attributes) - 1);
  const found = Object.entries(examples)
    .filter(([name, values]) => values.some((value) => changes({ [name]: value })))
    .map(([name]) => name);
  for (;;) {
    const rest = Object.keys(examples).filter((name) => !found.includes(name));
    const together = (names) => Object.fromEntries(names.map((name) => [name, examples[name][0]]));
    if (!changes(together(rest))) return found;
    const culprit = rest.find((_, index) => changes(together(rest.slice(0, index + 1))));
    found.push(culprit);
  }
}

export function prerendered() {
  let renderer;
  return {
    name: 'prerendered',
    buildStart() {
      renderer = undefined;
    },
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const tag = id.slice(PREFIX.length + 1);
      renderer ??= loadRenderer();
      const { prerender, EXAMPLES } = await renderer;
      const wide = toTree(prerender(tag, false));
      const narrow = toTree(prerender(tag, true));
      const screens = JSON.stringify(narrow) === JSON.stringify(wide) ? { wide } : { wide, narrow };
      return `export default ${JSON.stringify({ ...screens, dependsOn: dependsOn(tag, prerender, EXAMPLES) })};`;
    },
  };
}
