// The classic scripts for hosts that cannot write `type="module"`: a few hundred bytes that load
// the ES build from beside themselves, with the chunks every widget needs at start preloaded
// (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md, 0250-first-screen-before-react.md).

/**
 * The loader for one widget: dist/<tag>.js, which imports dist/esm/<tag>.js. `preloads` are the
 * paths of the chunks to fetch alongside it, at the browser's own priority (0253).
 */
export function classicLoader(tag, preloads) {
  return `/* <${tag}>: loads esm/${tag}.js from beside this script. */
(function () {
  var script = document.currentScript;
  var base = (script && script.src) || document.baseURI;
  var head = document.head || document.documentElement;
  ${JSON.stringify(preloads)}.forEach(function (chunk) {
    var preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = new URL('esm/' + chunk, base).href;
    if (script && script.nonce) preload.nonce = script.nonce;
    head.appendChild(preload);
  });
  import(new URL('esm/${tag}.js', base).href).catch(function (error) {
    console.error('<${tag}> could not load esm/${tag}.js', error);
  });
})();
`;
}
