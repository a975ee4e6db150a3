/** The card's look: a framed block like an image placeholder, readable in forced colours; problems marked in words too. */
export const CARD_CSS = `
:host { display: block; margin: 0.75em 0; }
.card {
  font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1d1d1f;
  background: #f4f7fb;
  border: 2px solid #5a6b85;
  border-radius: 8px;
  padding: 0.75em 1em;
  user-select: none;
  cursor: default;
}
.tool { margin: 0; font-size: 1.05em; font-weight: 700; }
.tool .kind { font-weight: 400; color: #3b4658; }
.none { margin: 0.25em 0 0; color: #3b4658; }
dl { margin: 0.5em 0 0; display: grid; grid-template-columns: max-content 1fr; gap: 0.15em 1em; }
dt { color: #3b4658; }
dd { margin: 0; overflow-wrap: anywhere; }
dd.ignored { text-decoration: line-through; }
.problems { margin: 0.75em 0 0; padding: 0.5em 0.75em; border-left: 4px solid #b3261e; background: #fff4f2; }
.problems p { margin: 0; font-weight: 700; color: #8c1d18; }
.problems ul { margin: 0.25em 0 0; padding-left: 1.25em; }
.problems li + li { margin-top: 0.25em; }
.fix { display: block; }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button {
  margin-top: 0.75em;
  font: inherit;
  padding: 0.35em 0.9em;
  border: 1px solid #3b4658;
  border-radius: 4px;
  background: #fff;
  color: #1d1d1f;
  cursor: pointer;
}
button:focus-visible { outline: 3px solid #1d70b8; outline-offset: 2px; }
@media (forced-colors: active) {
  .card, .problems { border-color: CanvasText; }
  dd.ignored { text-decoration: line-through; }
}
`;
