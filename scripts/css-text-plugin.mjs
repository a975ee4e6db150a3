// Turns `import css from './x.css'` into the file's text, minified, so styles can be adopted
// into a shadow root as a constructable stylesheet (no <style> tag, nothing a strict CSP
// blocks). Used by both rollup and vitest.
import { transform } from 'esbuild';

export function cssText() {
  return {
    name: 'css-text',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const { code: css } = await transform(code, {
        loader: 'css',
        minify: true,
        target: ['chrome100', 'safari16', 'firefox100'],
      });
      return { code: `export default ${JSON.stringify(css.trim())};`, map: { mappings: '' } };
    },
  };
}
