// Issue 35: Tiptap 3 (the editor of Umbraco 15 to 17) with cms/tiptap.js, used as an editor uses
// it, in Chromium, Firefox and WebKit (the journey: test/browser/fixtures/cms/journey.js).
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { JOURNEY_MS, journey, pasteJourney } from './fixtures/cms/journey.js';
import { tiptapSetup } from './fixtures/cms/setups-tiptap.js';

describe('Tiptap 3.34 with cms/tiptap.js', () => {
  it('inserts by its buttons and the form, types around, changes, deletes on purpose, saves, reopens and publishes', function () {
    this.timeout(JOURNEY_MS);
    return journey(tiptapSetup);
  });

  it('keeps pasted tags whole: a misspelt attribute named, a self-closing tag and a list item kept; no key beside a widget loses it', () =>
    pasteJourney(tiptapSetup));
});
