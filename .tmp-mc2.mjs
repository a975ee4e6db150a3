import { rollup } from 'rollup';
import configs from './rollup.config.mjs';
const cfg = configs[0];
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
let done=false;
await bundle.generate({ ...cfg.output, manualChunks(id, { getModuleInfo, getModuleIds }) {
  if (done) return; done = true;
  const b = getModuleInfo([...getModuleIds()].find(i=>i.endsWith('core/units/index.ts')));
  console.log(JSON.stringify(b.ast.body[0]).slice(0,300), b.code.slice(0,200));
  const sw = getModuleInfo([...getModuleIds()].find(i=>i.endsWith('core/units/swaps.ts')));
  console.log('swaps importers', sw.importers);
}});
