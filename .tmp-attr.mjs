import { rollup } from 'rollup';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import configs from './rollup.config.mjs';
const cfg = configs[Number(process.argv[2] ?? 2)];
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
const { output } = await bundle.generate({ ...cfg.output, file: undefined, sourcemap: true });
const { code, map } = output[0];
const tm = new TraceMap(map);
const lines = code.split('\n');
const bytes = {};
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  let last = 'unknown';
  for (let c = 0; c < line.length; c += 1) {
    if (c % 1 === 0) { const p = originalPositionFor(tm, { line: l + 1, column: c }); if (p.source) last = p.source; }
    bytes[last] = (bytes[last] || 0) + 1;
  }
}
const groups = {};
for (const [src, n] of Object.entries(bytes)) {
  let g = src.replace(/^.*wt16\//, '');
  if (g.includes('node_modules')) g = g.split('node_modules/')[1].split('/').slice(0, g.includes('node_modules/@') ? 2 : 1).join('/');
  groups[g] = (groups[g] || 0) + n;
}
const filter = process.argv[3] ?? '';
for (const [g, n] of Object.entries(groups).filter(([g]) => g.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(n, g);
