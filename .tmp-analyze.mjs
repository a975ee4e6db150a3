import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import configs from './rollup.config.mjs';
const cfg = configs[Number(process.argv[2] ?? 2)];
const bundle = await rollup({ ...cfg, plugins: cfg.plugins.filter(p => p.name !== 'terser'), logLevel: 'silent' });
const { output } = await bundle.generate({ ...cfg.output, file: undefined });
const rows = [];
for (const [id, m] of Object.entries(output[0].modules)) {
  if (!m.code || id.includes('node_modules')) continue;
  const min = (await minify(m.code, { module: true, compress: false, mangle: false })).code ?? '';
  rows.push([min.length, gzipSync(min).length, id.replace(process.cwd() + '/', '')]);
}
rows.sort((a, b) => b[0] - a[0]);
let total = 0; for (const r of rows) total += r[0];
console.log('total min', total);
for (const r of rows.slice(0, 60)) console.log(r.join('\t'));
