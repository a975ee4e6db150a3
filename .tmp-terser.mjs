import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import configs from './rollup.config.mjs';
const cfg = configs[2];
const bundle = await rollup({ ...cfg, plugins: cfg.plugins.filter(p => p.name !== 'terser'), logLevel: 'silent' });
const { output } = await bundle.generate({ ...cfg.output, file: undefined });
const code = output[0].code;
const variants = {
  current: { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } },
  p3: { ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } },
  pure: { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, unsafe: true }, format: { comments: false } },
  toplevel: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } },
};
for (const [name, opts] of Object.entries(variants)) {
  const min = (await minify(code, opts)).code;
  console.log(name, (gzipSync(min, { level: 9 }).length / 1024).toFixed(2));
}
