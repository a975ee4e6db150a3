// Issue 35: CKEditor 5 with cms/ckeditor5.js, used as an editor uses it, in Chromium, Firefox and
// WebKit (the journey: test/browser/fixtures/cms/journey.js).
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { JOURNEY_MS, journey, pasteJourney } from './fixtures/cms/journey.js';
import { ckeditorSetup } from './fixtures/cms/setups-ckeditor.js';

describe('CKEditor 5 48.5 with cms/ckeditor5.js', () => {
  it('inserts by its toolbar buttons and the form, types around, changes, deletes on purpose, saves, reopens and publishes', function () {
    this.timeout(JOURNEY_MS);
    return journey(ckeditorSetup);
  });

  it('keeps pasted tags whole: a misspelt attribute named, a self-closing tag and a list item kept; no key beside a widget loses it', () =>
    pasteJourney(ckeditorSetup));
});
