// The Drinking Check's own copies of the units modules its later screens use (question two's
// calculator, the results), for the ES build: the calculator loads those modules at start, so
// one shared copy would sit in the shared chunk and the Drinking Check's first load would carry
// them (docs/decisions/0205-first-screen-first.md).
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

const COPY = '\0check-copy:';

/** Pure modules with no state that matters between copies: the units rules and data, and the external link. */
const copied = (id) => /\/src\/core\/units\//.test(id) || id.endsWith('/src/ui/components/ExternalLink.tsx');

export function checkCopies() {
  return {
    name: 'check-copies',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const fromCopy = importer.startsWith(COPY);
      if (!fromCopy && !importer.includes('/src/drinking-check/')) return null;
      const realImporter = fromCopy ? importer.slice(COPY.length) : importer;
      const resolved = await this.resolve(source, realImporter, { ...options, skipSelf: true });
      if (resolved && !resolved.external && copied(resolved.id)) return COPY + resolved.id;
      // A copy's other imports (React, the text hook) are the one module everyone shares.
      return fromCopy ? resolved : null;
    },
    async load(id) {
      if (!id.startsWith(COPY)) return null;
      const file = id.slice(COPY.length);
      this.addWatchFile(file);
      const { code } = await transform(await readFile(file, 'utf8'), {
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: 'es2022',
      });
      return code;
    },
  };
}
