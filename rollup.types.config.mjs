// The declarations for hosts, rolled up from what `tsc -p tsconfig.types.json` emits into
// .tmp/declarations: one file per widget entry beside its ES module, both re-exporting
// `types.d.ts`, which holds the public types once (docs/decisions/0196-one-declaration-file-per-entry.md).
import { dts } from 'rollup-plugin-dts';

export const DECLARATIONS = '.tmp/declarations';

export default {
  input: {
    'drinking-check': `${DECLARATIONS}/widgets/drinking-check.d.ts`,
    'unit-calculator': `${DECLARATIONS}/widgets/unit-calculator.d.ts`,
    types: `${DECLARATIONS}/widgets/public-types.d.ts`,
  },
  output: { dir: 'dist/esm', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: '[name]-[hash].d.ts' },
  plugins: [dts()],
};
