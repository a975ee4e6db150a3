// For test/browser/first-screen*.test.js: dist/ again under /held/<load>/, where React's chunk
// (esm/chunks/react.js) can be held back until the test lets it go, or fail, so that what a host
// page or a person does lands surely before React (docs/decisions/0250-first-screen-before-react.md).
// Each frame loads the files under a <load> of its own, so that none comes from the browser's cache.
//   executeServerCommand('react-chunk', { mode: 'hold' | 'release' | 'fail' })
//   executeServerCommand('attribute-examples'): { [attribute]: examples } from the attribute table
//   (src/platform/host/attribute-table.ts), as the build reads it to find what changes a first screen.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const HELD = /^\/held\/[\w-]+\//;
const REACT_CHUNK = 'esm/chunks/react.js';

async function attributeExamples() {
  // One file a run: the engines' runs start side by side.
  const outfile = `.tmp/attribute-table-${process.pid}.mjs`;
  await build({
    entryPoints: ['src/platform/host/attribute-table.ts'],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  const { ATTRIBUTE_EXAMPLES, ATTRIBUTE_RULES } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
  await rm(outfile, { force: true });
  return Object.fromEntries(
    Object.entries(ATTRIBUTE_EXAMPLES).map(([property, values]) => [ATTRIBUTE_RULES[property].attribute, values]),
  );
}

/** The middleware (for the config's `middleware`) and the plugin with its commands. */
export function firstScreenServer() {
  let mode = 'release';
  let release = () => undefined;
  let released = Promise.resolve();

  async function middleware(context, next) {
    const prefix = context.path.match(HELD)?.[0];
    if (!prefix) return next();
    const file = context.path.slice(prefix.length);
    if (file === REACT_CHUNK && mode === 'fail') {
      context.status = 503;
      // A path without an extension, which @web/test-runner's cache middleware leaves uncached, as
      // a real server's failure would be: a reload asks again.
      context.path = '/held-failure';
      return undefined;
    }
    if (file === REACT_CHUNK) await released;
    context.url = `/dist/${file}`;
    return next();
  }

  const plugin = {
    name: 'first-screen',
    async executeCommand({ command, payload }) {
      if (command === 'react-chunk') {
        if (mode === 'hold' && payload.mode !== 'hold') release();
        if (payload.mode === 'hold' && mode !== 'hold') released = new Promise((resolve) => (release = resolve));
        mode = payload.mode;
        return true;
      }
      if (command === 'attribute-examples') return attributeExamples();
      return undefined;
    },
  };
  return { middleware, plugin };
}
