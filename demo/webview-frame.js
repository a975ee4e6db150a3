// The frame side of the WebView demo: the parent's origin is passed in the page URL by the demo
// (an app would know it), and set as the widget's exact parent-origin allow-list. This script
// comes first, so the widget starts with the attribute in place.
const parentOrigin = new URLSearchParams(location.search).get('parent');
if (parentOrigin) document.querySelector('drinking-check').setAttribute('parent-origin', parentOrigin);
