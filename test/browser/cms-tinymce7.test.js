// Issue 35: TinyMCE 7 with cms/tinymce.js, used as an editor uses it (the journey:
// test/browser/fixtures/cms/journey.js), and with Umbraco 13's settings and the guide's lines for
// it, in Chromium; in Firefox and WebKit its pastes. The plugin is the same code on every version:
// TinyMCE 6 (which Umbraco 13 ships) and 8 (the latest) take the whole journey in every engine,
// each with and without Umbraco 13's lines on 6. One TinyMCE a page: each version has its file.
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { JOURNEY_MS, journey, pasteJourney } from './fixtures/cms/journey.js';
import { tinymceSetup, umbraco13Setup } from './fixtures/cms/setups-tinymce.js';
import { engine } from './keys.js';

const FOLDER = 'tinymce7';
const tinymce7 = (content) => tinymceSetup(FOLDER, content);

describe('TinyMCE 7 with cms/tinymce.js', () => {
  if (engine === 'chromium')
    it('inserts by its toolbar buttons and the form, types around, changes, deletes on purpose, saves, reopens and publishes (Chromium)', function () {
      this.timeout(JOURNEY_MS);
      return journey(tinymce7);
    });

  it("keeps pasted tags whole, in Firefox's clipboard form too: a misspelt attribute named, a self-closing tag and a list item kept; no key beside a widget loses it", () =>
    pasteJourney(tinymce7));
});

if (engine === 'chromium')
  describe("Umbraco 13's TinyMCE settings with the guide's lines, on TinyMCE 7 (Chromium)", () => {
    const umbraco = (content) => umbraco13Setup(FOLDER, content);
    it('inserts by its toolbar buttons and the form, types around, changes, deletes on purpose, saves, reopens and publishes', function () {
      this.timeout(JOURNEY_MS);
      return journey(umbraco);
    });

    it('keeps pasted tags whole; no key beside a widget loses it', () => pasteJourney(umbraco));
  });
