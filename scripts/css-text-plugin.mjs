// Turns `import css from './x.css'` into the file's text, so styles can be adopted into a
// shadow root as a constructable stylesheet (no <style> tag, nothing a strict CSP blocks).
// Used by both rollup and vitest.
export function cssText() {
  return {
    name: 'css-text',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: { mappings: '' } };
    },
  };
}
