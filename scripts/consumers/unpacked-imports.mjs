// The relative imports of a packed folder's modules that the package does not hold: each one would
// fail to load where the package is installed.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { init, parse } from 'es-module-lexer';

const REPO = new URL('../..', import.meta.url).pathname;

/** Every import target, as a packed path, of a `.js` file under `folder` that `packed` lacks. */
export async function unpackedImports(packed, folder) {
  await init;
  return [...packed]
    .filter((file) => file.startsWith(folder) && file.endsWith('.js'))
    .flatMap((file) =>
      parse(readFileSync(join(REPO, file), 'utf8'))[0]
        .filter((entry) => entry.n?.startsWith('.'))
        .map((entry) => normalize(join(dirname(file), entry.n)))
        .filter((target) => !packed.has(target)),
    );
}
