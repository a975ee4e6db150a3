import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { cssText } from './scripts/css-text-plugin.mjs';

const WIDGETS = ['drinking-check', 'unit-calculator'];

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  cssText(),
  esbuild({ target: 'es2020', tsconfig: 'tsconfig.json' }),
  terser({ format: { comments: false } }),
];

/** ES modules sharing chunks: a page with both widgets downloads React once. */
const esModules = {
  input: Object.fromEntries(WIDGETS.map((name) => [name, `widgets/${name}.ts`])),
  output: {
    dir: 'dist/esm',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/shared-[hash].js',
  },
  plugins: plugins(),
};

/** One classic script per widget, for pasting into a CMS with a plain <script src>. */
const oneFileScripts = WIDGETS.map((name) => ({
  input: `widgets/${name}.ts`,
  output: { file: `dist/${name}.js`, format: 'iife', name: `${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Widget` },
  plugins: plugins(),
}));

export default [esModules, ...oneFileScripts];
