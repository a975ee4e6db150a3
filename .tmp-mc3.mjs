import { rollup } from 'rollup';
import configs from './rollup.config.mjs';
const cfg = configs[0];
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
let done=false;
await bundle.generate({ ...cfg.output, manualChunks(id, { getModuleInfo, getModuleIds }) {
  if (done) return; done = true;
  const ids=[...getModuleIds()];
  const sw = ids.find(i=>i.endsWith('core/units/swaps.ts'));
  // who imports barrel with applySwaps names
  for (const m of ids) { const info=getModuleInfo(m); if(!info.ast) continue; for (const n of info.ast.body) if (n.type==='ImportDeclaration' && n.source.value.includes('core/units') && n.specifiers.some(s=>/Swap|spend|Price|checkCustom|typical/i.test(s.imported?.name??''))) console.log(m.replace(process.cwd(),''), n.specifiers.map(s=>s.imported?.name).join(',')); }
}});
