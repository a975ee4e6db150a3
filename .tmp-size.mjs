import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import configs from './rollup.config.mjs';
const [idx, ...stubs] = process.argv.slice(2);
const cfg = configs[Number(idx)];
const stubPlugin = { name: 'stub', transform(code, id) {
  for (const s of stubs) { const [file, exportsList] = s.split(':'); if (id.endsWith(file)) return exportsList.split(',').map(e => e === 'default' ? 'export default "";' : `export const ${e} = ${/^[A-Z]/.test(e) ? '() => null' : '{}'};`).join('\n'); }
  return null; } };
const bundle = await rollup({ ...cfg, plugins: [stubPlugin, ...cfg.plugins], logLevel: 'silent' });
const { output } = await bundle.generate({ ...cfg.output, file: undefined });
console.log((gzipSync(output[0].code, { level: 9 }).length / 1024).toFixed(2), 'KB gz');
