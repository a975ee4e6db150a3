// Issue 35: TinyMCE 8 with cms/tinymce.js, used as an editor uses it, in Chromium, Firefox and
// WebKit (the journey: test/browser/fixtures/cms/journey.js); and with Umbraco 13's settings and
// the guide's lines for it, in Chromium (Umbraco 13 ships TinyMCE 6, whose file runs them in every
// engine; the plugin is the same code on every version). One TinyMCE a page: each version has its file.
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { JOURNEY_MS, journey, pasteJourney } from './fixtures/cms/journey.js';
import { tinymceSetup, umbraco13Setup } from './fixtures/cms/setups-tinymce.js';
import { engine } from './keys.js';

const FOLDER = 'tinymce8';

for (const [name, setup] of [
  ['TinyMCE 8 with cms/tinymce.js', (content) => tinymceSetup(FOLDER, content)],
  ...(engine === 'chromium'
    ? [
        [
          "Umbraco 13's TinyMCE settings with the guide's lines, on TinyMCE 8 (Chromium)",
          (content) => umbraco13Setup(FOLDER, content),
        ],
      ]
    : []),
]) {
  describe(name, () => {
    it('inserts by its toolbar buttons and the form, types around, changes, deletes on purpose, saves, reopens and publishes', function () {
      this.timeout(JOURNEY_MS);
      return journey(setup);
    });

    it("keeps pasted tags whole, in Firefox's clipboard form too: a misspelt attribute named, a self-closing tag and a list item kept; no key beside a widget loses it", () =>
      pasteJourney(setup));
  });
}
