/**
 * The package's `tiptapExtension`: both widgets as the kit's nodes, drawn as the card, with the
 * keys that keep them safe and the commands the toolbar buttons run (src/cms/kits/tiptap.ts). A
 * selected widget is outlined as Umbraco outlines a selected image or embed.
 */
import { css } from '@umbraco-cms/backoffice/external/lit';
import { UmbTiptapExtensionApiBase } from '@umbraco-cms/backoffice/tiptap';
import { AlcoholAwarenessWidgets } from '../../src/cms/kits/tiptap';

const SELECTED_WIDGET = css`
  [role='group'][aria-label$=' widget'].ProseMirror-selectednode {
    outline: 3px solid var(--uui-color-focus, #3544b1);
    outline-offset: 2px;
    border-radius: 8px;
  }
`;

export default class AlcoholAwarenessWidgetsTiptapApi extends UmbTiptapExtensionApiBase {
  getTiptapExtensions = () => [AlcoholAwarenessWidgets];

  override getStyles = () => SELECTED_WIDGET;
}
