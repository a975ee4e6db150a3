/**
 * `@tiptap/core` for the kit, as the backoffice holds it (the build points the kit's imports here):
 * Umbraco 17 exports Tiptap 3 from `@umbraco-cms/backoffice/tiptap`; Umbraco 15 and 16 export
 * Tiptap 2 from `@umbraco-cms/backoffice/external/tiptap`, which 17 no longer has. The editor's own
 * Tiptap, never a second copy, so that the nodes belong to the editor's schema
 * (docs/decisions/0300-an-umbraco-package-built-with-the-kits.md).
 */
import * as umbraco from '@umbraco-cms/backoffice/tiptap';

/** Umbraco 15 and 16's Tiptap: asked for only there, so that 17's import map need not have it. */
const UMBRACO_16_TIPTAP = '@umbraco-cms/backoffice/external/tiptap';

const tiptap: typeof umbraco = 'Node' in umbraco ? umbraco : await import(/* @vite-ignore */ UMBRACO_16_TIPTAP);

// Every value the kit imports from @tiptap/core: the build fails when it imports one not here.
export const { Extension, Node, isNodeSelection } = tiptap;
