// The type check of `npm run test:umbraco` catches what Umbraco would not take: tsc must refuse
// each line marked as an expected error below against Umbraco 17's types, or the check fails. The
// lines without the mark are the package's own use, which must compile.
import type { Editor, ManifestTiptapToolbarExtensionButtonKind } from '@umbraco-cms/backoffice/tiptap';
import { UmbTiptapExtensionApiBase } from '@umbraco-cms/backoffice/tiptap';
import type {} from '../../../src/cms/kits/tiptap-editing';

const meta = { alias: 'drinkingCheck', icon: 'icon-clipboard-entry', label: 'Drinking Check' };

export const buttons: ManifestTiptapToolbarExtensionButtonKind[] = [
  { type: 'tiptapToolbarExtension', kind: 'button', alias: 'A.Button', name: 'A button', meta },
  // @ts-expect-error: a misspelt extension type
  { type: 'tiptapToolbarExtention', kind: 'button', alias: 'A.Button', name: 'A button', meta },
  // @ts-expect-error: a toolbar button names the node it shows as active (meta.alias)
  { type: 'tiptapToolbarExtension', kind: 'button', alias: 'A.Button', name: 'A button', meta: { icon: 'icon-a', label: 'A' } },
];

export function openForms(editor: Editor) {
  editor.commands.openDrinkingCheckForm();
  editor.commands.insertUnitCalculator({ campaign: 'spring' });
  // @ts-expect-error: no such command in the kit
  editor.commands.openDrinkingCheckForms();
}

export class NotExtensions extends UmbTiptapExtensionApiBase {
  // @ts-expect-error: Umbraco takes Tiptap extensions, not node names
  getTiptapExtensions = () => ['drinkingCheck'];
}
