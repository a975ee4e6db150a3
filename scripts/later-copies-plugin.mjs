// Copies of the units modules for code that loads later, in the ES build: the calculator loads
// those modules at start, so a single copy would sit in the shared chunk and the Drinking Check's
// first load would carry them. The Drinking Check's later screens (question two's calculator,
// the results) and the API's answer checks (loaded by both widgets with the first API answer)
// get their own copies instead (docs/decisions/0205-first-screen-first.md).
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

const COPY = '\0later-copy:';

/** Modules with no state that matters between copies: the units rules and data, the amount parser they use, and two components built on them or beside them. */
const copied = (id) =>
  /\/src\/core\/units\/|\/src\/core\/validation\/amount\.ts$|\/src\/ui\/components\/(ExternalLink|UnitGuideTable)\.tsx$/.test(id);

/** Code that the Drinking Check loads only after its first screen and that uses copied modules. */
const laterCode = (id) => id.includes('/src/drinking-check/') || id.endsWith('/src/platform/api/responses.ts');

export function laterCopies() {
  return {
    name: 'later-copies',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const fromCopy = importer.startsWith(COPY);
      if (!fromCopy && !laterCode(importer)) return null;
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
