import { rollup } from 'rollup';
import configs from './rollup.config.mjs';
const cfg = configs[0];
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
const { output } = await bundle.generate(cfg.output);
const { gzipSync } = await import('node:zlib');
for (const chunk of output.filter((c) => c.type === 'chunk')) {
  const mods = Object.entries(chunk.modules).filter(([id]) => !id.includes('node_modules')).map(([id, m]) => [id.replace(process.cwd() + '/', ''), m.renderedLength]);
  console.log('==', chunk.fileName, (gzipSync(chunk.code).length / 1024).toFixed(1), 'KB gz');
  if (process.argv[2] && chunk.fileName.includes(process.argv[2])) console.log(mods.map(([id, n]) => `  ${n} ${id}`).join('\n'));
}
