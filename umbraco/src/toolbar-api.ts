/**
 * A `tiptapToolbarExtension` button's API for one tool: it opens the form, which inserts a widget
 * of the tool after the selection, or changes the one selected (the button shows as active then,
 * by the node's name in the manifest's `meta.alias`). Disabled by Umbraco where the data type
 * has not enabled the package's `tiptapExtension` (`forExtensions`).
 */
import type { Editor } from '@umbraco-cms/backoffice/tiptap';
import { UmbTiptapToolbarElementApiBase } from '@umbraco-cms/backoffice/tiptap';
import type {} from '../../src/cms/kits/tiptap-editing';
import { toolOf, type ToolTag } from '../../src/cms/tools';

export function toolbarApi(tag: ToolTag) {
  const { command } = toolOf(tag);
  return class extends UmbTiptapToolbarElementApiBase {
    override execute(editor?: Editor) {
      editor?.commands[`open${command}Form`]();
    }
  };
}
