import { rollup } from 'rollup';
import configs from './rollup.config.mjs';
const cfg = configs[0];
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
const out = { ...cfg.output };
if (process.argv[2] === 'nomin') delete out.experimentalMinChunkSize;
const { output } = await bundle.generate(out);
for (const c of output) if (c.type === 'chunk') {
  const mods = Object.keys(c.modules).filter(m => !m.includes('node_modules') && !m.startsWith('\0')).map(m => m.replace(process.cwd()+'/src/',''));
  console.log(c.fileName, c.isEntry ? 'ENTRY' : '', 'imports:', c.imports.join(','), '\n   ', mods.join(' '));
}
