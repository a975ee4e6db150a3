/** The form's look, in its dialog or on the demo's builder page: plain, large targets, errors marked in words and colour. */
export const FORM_CSS = `
:host { display: block; }
* { box-sizing: border-box; }
dialog, .widget-form { font: 16px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d1d1f; }
dialog { width: min(40em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 0; border: 1px solid #3b4658; border-radius: 8px; }
dialog::backdrop { background: rgb(0 0 0 / 0.45); }
.dialog-body { padding: 1.25em 1.5em; }
h2 { margin: 0 0 0.25em; font-size: 1.35em; }
.summary { margin: 0 0 1em; color: #3b4658; }
.field { margin: 0 0 1em; padding: 0; border: 0; }
legend, label { font-weight: 600; }
.choice label, .check label { font-weight: 400; }
.help { margin: 0.1em 0 0.35em; color: #3b4658; font-size: 0.92em; }
.check { display: grid; grid-template-columns: auto 1fr; column-gap: 0.5em; align-items: start; }
.check .help, .check .error { grid-column: 2; }
.choice { display: flex; gap: 0.5em; align-items: center; min-height: 2.75em; }
input[type='text'] { width: 100%; font: inherit; padding: 0.45em 0.6em; border: 2px solid #3b4658; border-radius: 4px; min-height: 2.75em; }
input[type='checkbox'], input[type='radio'] { width: 1.35em; height: 1.35em; margin: 0.1em 0 0; }
input:focus-visible, button:focus-visible, summary:focus-visible { outline: 3px solid #1d70b8; outline-offset: 2px; }
input[aria-invalid='true'] { border-color: #b3261e; border-width: 3px; }
.error { margin: 0.2em 0; color: #b3261e; font-weight: 600; }
.error::before { content: '! '; }
.notice { margin: 0 0 1em; padding: 0.6em 0.9em; border-left: 5px solid #b3261e; background: #fff4f2; }
.notice p { margin: 0; font-weight: 600; }
.notice ul { margin: 0.3em 0 0; padding-left: 1.2em; }
details { margin: 0 0 1em; padding: 0.5em 0.75em; border: 1px solid #b8c2d1; border-radius: 6px; }
summary { cursor: pointer; font-weight: 600; min-height: 2em; }
details[open] summary { margin-bottom: 0.75em; }
.buttons { display: flex; gap: 0.75em; flex-wrap: wrap; padding-top: 0.5em; }
button { font: inherit; min-height: 2.75em; padding: 0.4em 1.2em; border-radius: 4px; border: 2px solid #3b4658; background: #fff; color: #1d1d1f; cursor: pointer; }
button.primary { background: #1d4f91; border-color: #1d4f91; color: #fff; }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (forced-colors: active) {
  .notice { border-color: CanvasText; }
  input[aria-invalid='true'] { border-style: dashed; }
}
`;
