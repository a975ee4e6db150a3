// cms/tinymce-plugin.js is a classic script: it registers the `alcoholawarenesswidgets` plugin with
// the page's TinyMCE. Load it by `external_plugins` (dist/README.md, "On a CMS page"); it exports nothing.
export {};
