import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import configs from './rollup.config.mjs';
const cfg = configs[Number(process.argv[2] ?? 2)];
const bundle = await rollup({ ...cfg, plugins: cfg.plugins.filter(p => p.name !== 'terser'), logLevel: 'silent' });
const { output } = await bundle.generate({ ...cfg.output, file: undefined });
const groups = {};
for (const [id, m] of Object.entries(output[0].modules)) {
  if (!m.code) continue;
  const min = (await minify(m.code, { module: true, compress: { passes: 2 }, mangle: true })).code ?? '';
  let g = id.replace(process.cwd() + '/', '').replace(/^\0/, '');
  g = g.includes('node_modules') ? g.split('node_modules/')[1].split('/').slice(0, g.includes('@') ? 2 : 1).join('/') : g.split('/').slice(0, 3).join('/');
  groups[g] = (groups[g] || 0) + min.length;
}
for (const [g, n] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(n, g);
