// The one-file scripts' later screens: ES module files beside the script that share its modules
// (docs/decisions/0201-one-file-screens-load-from-beside-the-script.md).
import { rollup } from 'rollup';
import { basename, isAbsolute, relative } from 'node:path';

const REGISTRY = '\0later-files-registry';
const FROM_SCRIPT = '\0from-script:';

/**
 * The start of each one-file script: where it came from (read while it runs; later
 * document.currentScript is null), and how it loads a file from beside itself. Chromium keeps a
 * failed module fetch for the page's life, so that a retry would fail at once even when the file
 * is back: after a failure, the next try asks for the file under a new query string.
 */
export const BESIDE_SCRIPT_INTRO = `var aaScriptSrc = typeof document !== 'undefined' && document.currentScript ? document.currentScript.src : '';
var aaFailures = {};
function aaImportBeside(file) {
  var url = new URL(file, aaScriptSrc || document.baseURI);
  if (aaFailures[file]) url.search = 'retry=' + aaFailures[file];
  return import(url.href).catch(function (error) {
    aaFailures[file] = (aaFailures[file] || 0) + 1;
    throw error;
  });
}`;

/** A dynamic import of a file beside the one-file script, through BESIDE_SCRIPT_INTRO. */
export const importBesideScript = { left: 'aaImportBeside(', right: ')' };

/** The global slot where a one-file script publishes the modules its later files import. */
export const registryKey = (widget) => `alcohol-awareness.${widget}.modules`;

const quiet = { logLevel: 'silent', onLog: () => undefined };

/** Resolves a dynamic import of a later screen to an external id, so the screen stays out of the build. */
function laterAsExternal(later, externalId) {
  return {
    name: 'later-as-external',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      return resolved && later.includes(resolved.id) ? { id: externalId(resolved.id), external: true } : null;
    },
  };
}

/**
 * Pass A: every module of the script when the later files are left out, except our own modules
 * whose code the script never uses (the questions' text, and index files that only re-export):
 * the later files carry those instead, and reach what the script has through its registry.
 */
async function scriptModules(entry, later, plugins, treeshake) {
  let ids = [];
  const build = await rollup({
    input: entry,
    treeshake,
    ...quiet,
    plugins: [
      laterAsExternal(later, (id) => id),
      ...plugins,
      {
        name: 'collect-modules',
        buildEnd() {
          ids = [...this.getModuleIds()].filter((id) => !this.getModuleInfo(id)?.isExternal);
        },
      },
    ],
  });
  const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
  await build.close();
  const rendered = new Set(
    output.flatMap((chunk) =>
      chunk.type === 'chunk'
        ? Object.entries(chunk.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : []))
        : [],
    ),
  );
  const ownCode = (id) => /\/src\/.*\.tsx?$/.test(id);
  const unused = new Set(ids.filter((id) => ownCode(id) && !rendered.has(id)));
  return new Set(ids.filter((id) => !unused.has(id)));
}

/** Pass B1: which names of which script modules the later screens import. */
async function namesUsed(later, inScript, plugins, treeshake) {
  // Externals under a plain name: the output names an absolute one by a relative path.
  const numbered = [];
  const external = (id) => {
    if (!numbered.includes(id)) numbered.push(id);
    return { id: `script-module:${numbered.indexOf(id)}`, external: true };
  };
  const scriptId = (name) =>
    name.startsWith('script-module:') ? numbered[Number(name.slice('script-module:'.length))] : undefined;
  const build = await rollup({
    input: later,
    treeshake,
    ...quiet,
    preserveEntrySignatures: 'exports-only',
    plugins: [{ name: 'script-modules-external', resolveId: resolveInScript(inScript, external) }, ...plugins],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const names = new Map();
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const dynamicIntoScript = chunk.dynamicImports.filter(scriptId);
    if (dynamicIntoScript.length)
      throw new Error(`A later screen loads ${dynamicIntoScript.map(scriptId).join(', ')} on demand, which the script holds`);
    for (const [name, bindings] of Object.entries(chunk.importedBindings)) {
      const id = scriptId(name);
      if (!id) continue;
      if (bindings.includes('*')) throw new Error(`A later screen imports all of ${id}: name what it uses`);
      names.set(id, new Set([...(names.get(id) ?? []), ...bindings]));
    }
  }
  return [...names].map(([id, used]) => ({ id, names: [...used].sort() }));
}

function resolveInScript(inScript, answer) {
  return async function (source, importer, options) {
    // node-resolve resolves again by the full path it found: answer only the import as written.
    if (!importer || source.startsWith('\0') || isAbsolute(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && !resolved.external && inScript.has(resolved.id) ? answer(resolved.id) : null;
  };
}

/** Pass B2: the later files, each import of a script module read from the script's registry. */
async function writeLaterFiles({ later, inScript, shared, key, plugins, dir, treeshake }) {
  const index = new Map(shared.map(({ id }, i) => [id, i]));
  const build = await rollup({
    input: later,
    treeshake,
    ...quiet,
    preserveEntrySignatures: 'exports-only',
    plugins: [
      {
        name: 'script-modules-from-registry',
        resolveId: resolveInScript(inScript, (id) => `${FROM_SCRIPT}${index.get(id) ?? -1}`),
        load(id) {
          if (!id.startsWith(FROM_SCRIPT)) return null;
          const i = Number(id.slice(FROM_SCRIPT.length));
          if (i < 0) return 'export {};'; // a script module whose every use was tree-shaken
          const { names } = shared[i];
          return [
            `const m = globalThis[Symbol.for(${JSON.stringify(key)})].modules[${i}];`,
            ...names.map((name, n) => `const e${n} = m.${name};`),
            `export { ${names.map((name, n) => `e${n} as ${name}`).join(', ')} };`,
          ].join('\n');
        },
      },
      {
        // One later file loading another (question two's calculator) retries as the script does.
        name: 'import-beside-script',
        renderDynamicImport: () => ({
          left: `globalThis[Symbol.for(${JSON.stringify(key)})].importBeside(new URL(`,
          right: ', import.meta.url).href)',
        }),
      },
      ...plugins,
    ],
  });
  const { output } = await build.write({
    dir,
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
  });
  await build.close();
  return new Map(
    output.filter((file) => file.type === 'chunk' && file.isEntry).map((chunk) => [chunk.facadeModuleId, chunk.fileName]),
  );
}

/**
 * For a one-file build: the screens the ES build loads on demand (`later`, absolute module ids)
 * are written as ES modules into `dir` and loaded from beside the script by URL. They import the
 * script's own modules (React, atoms, copy registries) from a registry the script publishes under
 * `registryKey(widget)`, holding only the names they use. `plugins()` gives the build plugins;
 * `{ minify: false }` leaves out the minifier for the passes that only look, and
 * `{ fromLaterFolder: true }` asks for those of the later files, one folder down from the script.
 * `treeshake` is the script's own, so that both builds agree on what the script holds.
 */
export function laterFiles({ widget, entry, later, dir, outDir, plugins, treeshake }) {
  const key = registryKey(widget);
  let files;
  let shared;
  return {
    name: 'later-files',
    async buildStart() {
      const inScript = await scriptModules(entry, later, plugins({ minify: false }), treeshake);
      const alsoInScript = later.filter((id) => inScript.has(id));
      if (alsoInScript.length)
        throw new Error(`${alsoInScript.join(', ')} is imported statically by the script: it cannot load later`);
      const input = Object.fromEntries(later.map((id) => [basename(id).replace(/\.tsx?$/, ''), id]));
      shared = await namesUsed(input, inScript, plugins({ minify: false, fromLaterFolder: true }), treeshake);
      files = await writeLaterFiles({
        later: input,
        inScript,
        shared,
        key,
        plugins: plugins({ minify: true, fromLaterFolder: true }),
        dir,
      });
    },
    resolveDynamicImport: laterAsExternal(later, (id) => `${relative(outDir, dir)}/${files.get(id)}`).resolveDynamicImport,
    renderDynamicImport: ({ targetModuleId }) =>
      [...files.values()].some((file) => targetModuleId?.endsWith(file)) ? importBesideScript : null,
    transform(code, id) {
      return id.endsWith(entry.replace(/^\.\//, '')) ? `${code}\nimport ${JSON.stringify(REGISTRY)};\n` : null;
    },
    resolveId: (source) => (source === REGISTRY ? REGISTRY : null),
    load(id) {
      if (id !== REGISTRY) return null;
      const imports = shared.map(
        ({ id: module, names }, i) =>
          `import { ${names.map((name, n) => `${name} as m${i}_${n}`).join(', ')} } from ${JSON.stringify(module)};`,
      );
      const entries = shared.map(({ names }, i) => `{ ${names.map((name, n) => `${name}: m${i}_${n}`).join(', ')} }`);
      // aaImportBeside is BESIDE_SCRIPT_INTRO's.
      return `${imports.join('\n')}\nglobalThis[Symbol.for(${JSON.stringify(key)})] ??= { importBeside: aaImportBeside, modules: [${entries.join(', ')}] };\n`;
    },
  };
}
