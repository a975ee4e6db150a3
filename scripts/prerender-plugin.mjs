// `import screens from 'prerendered:<tag>'`: the widget's first screen, rendered at build time in
// Node by widgets/prerender.tsx with react-dom/server, as a tree of nodes that the element draws
// without innerHTML (src/ui/widget/first-screen.ts). The build renders it from the same source it
// bundles, so a first screen cannot change without its pre-render
// (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md).
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
      const { prerender } = await renderer;
      const wide = toTree(prerender(tag, false));
      const narrow = toTree(prerender(tag, true));
      const screens = JSON.stringify(narrow) === JSON.stringify(wide) ? { wide } : { wide, narrow };
      return `export default ${JSON.stringify(screens)};`;
    },
  };
}
