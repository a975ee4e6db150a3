/**
 * The notice a widget shows above its screen while its page is edited or previewed, listing what
 * is wrong with its tag in the words of settings-problems.ts. Plain DOM at the top of the shadow
 * root, beside React's tree, with a stylesheet of its own: it loads only on such a page
 * (problems-notice-watch.ts). docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md.
 */
import type { SettingsProblem } from '../../platform/host/attribute-mending';

const CSS = `
.aaw-settings-problems { margin: 0 0 1em; padding: 0.75em 1em; border: 2px solid #b3261e; border-left-width: 6px;
  background: #fff4f2; color: #1d1d1f; font: 15px/1.45 system-ui, sans-serif; }
.aaw-settings-problems p { margin: 0; }
.aaw-settings-problems ul { margin: 0.4em 0 0; padding-left: 1.25em; }
.aaw-settings-problems li + li { margin-top: 0.3em; }
@media (forced-colors: active) { .aaw-settings-problems { border-color: CanvasText; } }
`;

const CLASS = 'aaw-settings-problems';
const sheets = new WeakMap<Document, CSSStyleSheet>();

function style(root: ShadowRoot, notice: HTMLElement): void {
  const doc = root.ownerDocument;
  try {
    let sheet = sheets.get(doc);
    if (!sheet) {
      sheet = new doc.defaultView!.CSSStyleSheet();
      sheet.replaceSync(CSS);
      sheets.set(doc, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    notice.append(Object.assign(doc.createElement('style'), { textContent: CSS }));
  }
}

export function showProblemsNotice(element: HTMLElement, problems: readonly SettingsProblem[]): void {
  const root = element.shadowRoot;
  if (!root) return;
  // The notice is a child of the shadow root itself (`:scope` names nothing in a shadow root).
  [...root.children].find((child) => child.classList.contains(CLASS))?.remove();
  if (problems.length === 0) return;
  const doc = root.ownerDocument;
  const notice = doc.createElement('div');
  notice.className = CLASS;
  notice.setAttribute('role', 'note');
  notice.setAttribute('aria-label', `Problems with this ${element.localName} tag`);
  const intro = notice.appendChild(doc.createElement('p'));
  intro.append(
    Object.assign(doc.createElement('strong'), { textContent: 'Only in the editor and preview: ' }),
    `this tag has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} to fix. The published page does not show this.`,
  );
  const list = notice.appendChild(doc.createElement('ul'));
  for (const { problem, fix } of problems)
    list.append(Object.assign(doc.createElement('li'), { textContent: `It ${problem}. ${fix}` }));
  style(root, notice);
  root.prepend(notice);
}
