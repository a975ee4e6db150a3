// Issue 29: what CMS editors and copied snippets do to a tag, on real elements in each engine. The
// element reads what was meant where that is plain, shows itself whatever the page wrote, and
// says what is wrong, with the fix, in the console and in settingsProblems
// (docs/decisions/0231-what-editors-do-to-attributes.md; the rules one by one:
// test/unit/platform-host/attribute-tolerance.test.ts).
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { captureWarnings, resetUrl, waitFor } from './helpers.js';

let place;
let console_;
beforeEach(() => {
  console_ = captureWarnings();
});
afterEach(() => {
  console_.restore();
  place?.remove();
  resetUrl();
});

/** Parses markup as a page does (innerHTML uses the page's HTML parser) and waits for each widget to be ready. */
async function page(html) {
  place = document.body.appendChild(document.createElement('div'));
  place.innerHTML = html;
  const widgets = [...place.querySelectorAll('drinking-check, unit-calculator')];
  // Its heading, and React's first render over the screen drawn before it (its ready event has gone).
  await Promise.all(
    widgets.map((widget) =>
      waitFor(() => widget.readySent && widget.shadowRoot.querySelector('h1'), `<${widget.localName}> ready`),
    ),
  );
  return widgets;
}

describe('a tag as CMS editors leave it', () => {
  it('reads embedded="embedded", content-block="content-block" and routing=" Memory " as meant, and leaves the page\'s address alone', async () => {
    const [check] = await page(
      '<drinking-check id="t1" embedded="embedded" parent-origin="https://app.example.org" content-block="content-block" routing=" Memory " results-view="Abridged"></drinking-check>',
    );
    expect([check.embedded, check.contentBlock, check.routing, check.resultsView]).to.deep.equal([
      true,
      true,
      'memory',
      'abridged',
    ]);
    expect(location.hash).to.equal('');
    expect(check.settingsProblems).to.deep.equal([]);
    // Embedded at the top of a page with no app's bridge: the one warning is that no app hears it (0260).
    expect(console_.warnings).to.deep.equal([
      '<drinking-check>: embedded with no app bridge (ReactNativeWebView, webkit.messageHandlers.alcoholAwareness or alcoholAwareness): the app hears nothing.',
    ]);
  });

  it('mends curly quotes, a non-breaking space, a line break in a link and a doubly encoded &, and says so for each', async () => {
    const [check] = await page(
      '<drinking-check routing="memory" brand=“Partner” campaign="dry&nbsp;january" ' +
        'privacy-url="https://example.org/\n   privacy?from=check&amp;amp;lang=en"></drinking-check>',
    );
    await waitFor(() => check.settingsProblems.length, 'the problems, whose words load when there are some');
    expect([check.brand, check.campaign, check.privacyUrl]).to.deep.equal([
      'Partner',
      'dry january',
      'https://example.org/privacy?from=check&lang=en',
    ]);
    expect(check.settingsProblems.map(({ attribute, fix }) => [attribute, fix])).to.deep.equal([
      ['brand', 'Write brand="…" with straight quotes.'],
      ['campaign', 'Type the value again with plain spaces.'],
      ['privacy-url', 'Write & as itself in the editor, or as &amp; once in HTML.'],
      ['privacy-url', 'Put the address on one line.'],
    ]);
    expect(console_.warnings).to.have.length(4);
    expect(console_.warnings[0]).to.equal(
      '<drinking-check>: read brand="“Partner”" as "Partner": it is in curly quotes. Write brand="…" with straight quotes.',
    );
  });

  it('refuses a value whose curly quotes broke it, names the stray attribute they left and a misspelt one', async () => {
    const [calculator] = await page('<unit-calculator routing="memory" campaign=“spring sale” campain="x"></unit-calculator>');
    expect(calculator.campaign, 'the default: "spring" alone is not what was meant').to.equal('');
    await waitFor(() => calculator.settingsProblems.length, 'the problems');
    expect(calculator.settingsProblems).to.deep.equal([
      {
        attribute: 'campaign',
        problem: 'ignored campaign="“spring", which has a curly quote, so its value was cut; using the default instead',
        fix: 'Write the whole value in straight quotes: campaign="…".',
      },
      {
        attribute: 'sale”',
        problem: 'ignored sale”, left of a value whose quotes broke (campaign)',
        fix: 'Write campaign="…" with straight double quotes around the whole value.',
      },
      { attribute: 'campain', problem: 'ignored campain, which <unit-calculator> does not take', fix: 'Did you mean campaign?' },
    ]);
    expect(console_.warnings).to.have.length(3);
  });

  it('shows itself with the rest of the section swallowed by a self-closing tag, and says to close it', async () => {
    const [check] = await page('<section><drinking-check routing="memory" /><h2>Further reading</h2><p>More text.</p></section>');
    expect(check.shadowRoot.querySelector('h1').textContent).to.not.equal('');
    expect(check.querySelector('h2').textContent, 'the swallowed content, left where the parser put it').to.equal(
      'Further reading',
    );
    expect(check.settingsProblems).to.deep.equal([
      {
        attribute: null,
        problem: 'has content inside it, which it does not show',
        fix: 'Close it with </drinking-check> at once: HTML reads <drinking-check ... /> as an opening tag only, so what follows goes inside.',
      },
    ]);
    expect(console_.warnings).to.deep.equal([
      `<drinking-check>: ${check.settingsProblems[0].problem}. ${check.settingsProblems[0].fix}`,
    ]);
  });

  it('keeps settingsProblems up to date as attributes change', async () => {
    const [check] = await page('<drinking-check routing="memory"></drinking-check>');
    check.setAttribute('results-view', 'short');
    await waitFor(() => check.settingsProblems.length, 'the problem');
    expect(check.settingsProblems.map(({ attribute }) => attribute)).to.deep.equal(['results-view']);
    check.setAttribute('results-view', 'ABRIDGED');
    expect(check.settingsProblems).to.deep.equal([]);
    expect(check.resultsView).to.equal('abridged');
  });
});
