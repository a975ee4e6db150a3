// The classic scripts for hosts that cannot write `type="module"`: a few hundred bytes that load
// the ES build from beside themselves, with its shared chunk preloaded
// (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md).

/** The loader for one widget: dist/<tag>.js, which imports dist/esm/<tag>.js. */
export function classicLoader(tag, sharedChunk) {
  return `/* <${tag}>: loads esm/${tag}.js from beside this script. */
(function () {
  var script = document.currentScript;
  var base = (script && script.src) || document.baseURI;
  var preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.href = new URL('esm/${sharedChunk}', base).href;
  if (script && script.nonce) preload.nonce = script.nonce;
  (document.head || document.documentElement).appendChild(preload);
  import(new URL('esm/${tag}.js', base).href).catch(function (error) {
    console.error('<${tag}> could not load esm/${tag}.js', error);
  });
})();
`;
}
