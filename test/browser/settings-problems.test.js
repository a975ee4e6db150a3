// Issue 35, item 4: what is wrong with a tag is known when the ready event fires, in every engine,
// and an event says when it changes; while the page is edited or previewed the widget shows it in
// plain words, and a published page shows nothing of it
// (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md).
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { engine } from './keys.js';
import { axeViolations, captureWarnings, holdsFor, resetUrl, waitFor } from './helpers.js';

/** Four problems: curly quotes mended, a value refused, an unsafe link refused, a misspelt attribute. */
const FOUR = 'brand=“Partner” routing="browser" privacy-url="javascript:alert(1)" campain="spring"';

let place;
let meta;
let console_;
beforeEach(() => {
  console_ = captureWarnings();
});
afterEach(() => {
  console_.restore();
  place?.remove();
  meta?.remove();
  meta = undefined;
  resetUrl();
});

/** Adds markup to the page; resolves to the first widget, the problems it had at its ready event, and every settings-problems event. */
async function mountWith(html, parent = document.body) {
  place = parent.appendChild(document.createElement('div'));
  const atReady = [];
  const events = [];
  const listen = (event) => (event.type.endsWith('-ready') ? atReady : events).push(event.target.settingsProblems.length);
  for (const type of ['dc-ready', 'ucc-ready', 'dc-settings-problems', 'ucc-settings-problems'])
    place.addEventListener(type, listen);
  place.innerHTML = html;
  const widget = place.querySelector('drinking-check, unit-calculator');
  await waitFor(() => atReady.length === 1, 'the ready event');
  return { widget, atReady, events };
}

const notice = (widget) => widget.shadowRoot.querySelector('[role="note"]');

function preview() {
  meta = document.head.appendChild(
    Object.assign(document.createElement('meta'), { name: 'alcohol-awareness-widgets', content: 'preview' }),
  );
}

describe('settings problems: known at ready, told when they change, shown only while editing or previewing', () => {
  it(`has all four problems in settingsProblems at the ready event, and a settings-problems event with them (${engine})`, async () => {
    const { widget, atReady, events } = await mountWith(`<drinking-check ${FOUR}></drinking-check>`);
    expect(atReady, 'problems at the ready event').to.deep.equal([4]);
    await waitFor(() => events.length === 1, 'the settings-problems event');
    expect(events, 'one settings-problems event, with the four').to.deep.equal([4]);
    expect(widget.settingsProblems.map(({ attribute }) => attribute)).to.deep.equal([
      'brand',
      'routing',
      'privacy-url',
      'campain',
    ]);
    // Each fix is told as it happens: the list in the event's detail is the element's.
    const details = [];
    widget.addEventListener('dc-settings-problems', (event) => details.push(event.detail.problems));
    widget.setAttribute('routing', 'memory');
    await waitFor(() => details.length === 1, 'an event for the mended routing');
    expect(details[0]).to.equal(widget.settingsProblems).and.to.have.length(3);
    // An attribute the element does not read is looked at again when one it reads changes: campain goes first.
    for (const name of ['campain', 'brand', 'privacy-url']) widget.removeAttribute(name);
    await waitFor(() => details.at(-1).length === 0, 'an event when nothing is left to fix');
  });

  it('a published page shows nothing of them', async () => {
    const { widget } = await mountWith(`<unit-calculator ${FOUR}></unit-calculator>`);
    expect(widget.settingsProblems).to.have.length(4);
    // The notice would come at once after ready: two frames' time is long enough to know it does not.
    await holdsFor(() => !notice(widget), 'no notice on a published page', 100);
  });

  it("in a preview (the template's meta), the widget lists them in plain words above its screen, and takes them away when fixed", async () => {
    preview();
    const { widget } = await mountWith(`<drinking-check ${FOUR}></drinking-check>`);
    const shown = await waitFor(() => notice(widget), 'the notice in a preview');
    expect(shown.textContent)
      .to.include('Only in the editor and preview')
      .and.include('4 problems')
      .and.include('Did you mean campaign?')
      .and.include('Use "hash" or "memory".');
    if (engine === 'chromium') expect(await axeViolations(widget)).to.deep.equal([]);
    for (const name of ['campain', 'brand', 'routing', 'privacy-url']) widget.removeAttribute(name);
    await waitFor(() => !notice(widget), 'the notice gone once all is fixed');
  });

  it("in a rich-text editor's editable area, the widget lists them too", async () => {
    const editable = document.body.appendChild(Object.assign(document.createElement('div'), { contentEditable: 'true' }));
    try {
      const { widget } = await mountWith('<unit-calculator campain="spring"></unit-calculator>', editable);
      await waitFor(() => notice(widget)?.textContent.includes('Did you mean campaign?'), 'the notice in an editable area');
    } finally {
      editable.remove();
    }
  });
});
