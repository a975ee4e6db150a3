import { rollup } from 'rollup';
import configs from './rollup.config.mjs';
const cfg = configs[0];
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
const { output } = await bundle.generate(cfg.output);
for (const c of output) if (c.type === 'chunk' && c.fileName.includes(process.argv[2])) console.log(Object.keys(c.modules));
