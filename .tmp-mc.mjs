import { rollup } from 'rollup';
import configs from './rollup.config.mjs';
const cfg = configs[0];
let done = false;
const bundle = await rollup({ ...cfg, logLevel: 'silent' });
await bundle.generate({ ...cfg.output, manualChunks(id, { getModuleInfo }) {
  if (done || !id.endsWith('unit-calculator/state/calculator-state.ts')) return;
  done = true;
  const info = getModuleInfo(id);
  console.log(Object.keys(info), !!info.ast, info.importedIds, info.importedIdResolutions?.map(r=>r.id));
  const barrel = getModuleInfo(info.importedIds[0]);
  console.log(barrel.id, barrel.exportedBindings, barrel.isIncluded);
  console.log(info.ast.body.filter(n=>n.type==='ImportDeclaration').map(n=>[n.source.value, n.specifiers.map(s=>s.imported?.name)]));
}});
