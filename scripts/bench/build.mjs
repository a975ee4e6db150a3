// Builds the bench-only bundles into .tmp/bench/ with the plugins of the widgets' ES build
// (rollup.config.mjs): the floor element, and React alone for its size.
import { rollup } from 'rollup';
import config from '../../rollup.config.mjs';

export const BENCH_OUT = '.tmp/bench';

const ENTRIES = { floor: 'scripts/bench/floor-element.js', 'react-only': 'scripts/bench/react-only.js' };

export async function buildBenchBundles() {
  const [esModules] = config;
  for (const [name, input] of Object.entries(ENTRIES)) {
    const bundle = await rollup({ input, plugins: esModules.plugins, onwarn: () => {} });
    await bundle.write({ file: `${BENCH_OUT}/${name}.js`, format: 'es' });
    await bundle.close();
  }
  return Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `${BENCH_OUT}/${name}.js`]));
}

/** The widgets' ES modules as rollup.config.mjs builds them but not minified, for readable profiles. */
export async function buildPlainWidgets() {
  const [esModules] = config;
  const plugins = esModules.plugins.filter((plugin) => plugin.name !== 'terser');
  const bundle = await rollup({ ...esModules, plugins, onwarn: () => {} });
  await bundle.write({ ...esModules.output, dir: `${BENCH_OUT}/esm-plain` });
  await bundle.close();
}
