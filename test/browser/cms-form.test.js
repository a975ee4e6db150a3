// Issue 35, items 1 and 2: the card and the form of the CMS kits (cms/editing.js) as a person uses
// them, by keyboard alone, in Chromium, Firefox and WebKit (axe in Chromium); and the demo's tag
// builder, which puts the same form beside a live preview and the tag to copy.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { openWidgetForm, renderCard } from '../../cms/editing.js';
import { buttonNamed, dialogTitle, field, openDialog, openDialogNow, typeInto } from './fixtures/cms/form.js';
import { engine, focusToType, sendKeys } from './keys.js';
import { openPage, resetUrl, waitFor } from './helpers.js';

const axe = async (node, win = window) =>
  (
    await win.axe.run(node, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
  ).violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);

afterEach(() => resetUrl());

describe('the form and the card of the CMS kits', () => {
  it('opens with focus in its first field, says what is wrong by keyboard submit, and gives the tag once it is right', async () => {
    const before = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Editor' }));
    before.focus();
    const result = openWidgetForm({ tag: 'unit-calculator' });
    const dialog = await openDialog();
    expect(dialogTitle(dialog)).to.equal('Insert the Unit and Calorie Calculator');
    expect(dialog.getRootNode().activeElement).to.equal(field(dialog, 'Brand'));
    if (engine === 'chromium') expect(await axe(dialog)).to.deep.equal([]);
    await typeInto(dialog, 'Campaign', 'spring sale!');
    await typeInto(dialog, 'Drinking Check page', 'javascript:alert(1)');
    await sendKeys({ press: 'Enter' });
    // Still open: both fields say why, the first has focus, and neither is read as right.
    expect(openDialogNow()).to.equal(dialog);
    const campaign = field(dialog, 'Campaign');
    expect(dialog.getRootNode().activeElement).to.equal(campaign);
    expect(campaign.getAttribute('aria-invalid')).to.equal('true');
    const errors = [...dialog.querySelectorAll('.error:not([hidden])')].map((error) => error.textContent);
    expect(errors).to.deep.equal([
      "Error: Use letters, digits, spaces and _.&'()- only, up to 100.",
      'Error: Use a /path on this site or a full https:// address.',
    ]);
    if (engine === 'chromium') expect(await axe(dialog)).to.deep.equal([]);
    await typeInto(dialog, 'Campaign', 'spring sale');
    await typeInto(dialog, 'Drinking Check page', '/tools/check');
    await focusToType(field(dialog, 'Show as a block within the page'));
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Enter' });
    expect(await result).to.deep.include({
      tag: 'unit-calculator',
      html: '<unit-calculator campaign="spring sale" content-block drinking-check-url="/tools/check"></unit-calculator>',
    });
    expect(document.activeElement, 'focus back where it was').to.equal(before);
    before.remove();
  });

  it("changes a tag: shows its values and what no field can hold, keeps the developers' part out of the way, and Escape keeps it as it was", async () => {
    const result = openWidgetForm({
      tag: 'drinking-check',
      attributes: { campain: 'spring', 'results-view': 'Abridged', 'api-base': 'https://api.example.org' },
    });
    const dialog = await openDialog();
    expect(dialogTitle(dialog)).to.equal('Change the Drinking Check');
    expect(dialog.querySelector('[role="note"]').textContent)
      .to.include('Saving leaves it out')
      .and.include('Did you mean campaign?');
    const abridged = [...field(dialog, 'Results screen').querySelectorAll('input')].find((input) => input.checked);
    expect(abridged.value).to.equal('abridged');
    const developers = dialog.querySelector('details');
    expect(developers.open, "the developers' part starts closed").to.equal(false);
    expect(field(dialog, 'API address').value).to.equal('https://api.example.org');
    await sendKeys({ press: 'Escape' });
    expect(await result).to.equal(null);
  });

  it('a card says which tool, its settings in words and what to fix, and its button is named for the tool', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    let changed = 0;
    renderCard(host, {
      tag: 'drinking-check',
      attributes: { 'content-block': '', 'results-view': 'abridged', routing: 'browser', campain: 'spring' },
      onChange: () => (changed += 1),
    });
    const text = host.shadowRoot.textContent;
    expect(text)
      .to.include('Drinking Check')
      .and.include('Show as a block within the pageOn')
      .and.include('Results screenA short summary')
      .and.include('To fix (2):')
      .and.include('Did you mean campaign?');
    buttonNamed(host.shadowRoot, 'Change settings of the Drinking Check').click();
    expect(changed).to.equal(1);
    if (engine === 'chromium') expect(await axe(host)).to.deep.equal([]);
    host.remove();
  });

  it("the demo's tag builder shows the tag to copy and the widget itself, with what is wrong listed in its preview", async () => {
    const frame = await openPage('/demo/tag-builder.html');
    try {
      const doc = frame.contentDocument;
      const form = await waitFor(() => doc.getElementById('builder-form').shadowRoot?.querySelector('form'), 'the form');
      const calculator = form.querySelector('input[value="unit-calculator"]');
      calculator.focus();
      calculator.click();
      await focusToType(field(form, 'Campaign'));
      await sendKeys({ type: 'summer~' });
      const snippet = doc.getElementById('builder-snippet');
      await waitFor(
        () => snippet.textContent === '<unit-calculator campaign="summer~"></unit-calculator>',
        () => snippet.textContent,
      );
      const widget = await waitFor(() => doc.querySelector('#builder-preview unit-calculator'), 'the preview');
      await waitFor(
        () => widget.shadowRoot.querySelector('[role="note"]')?.textContent.includes('Use letters, digits'),
        'the problem in the preview',
      );
      if (engine === 'chromium') {
        await new Promise((resolve) =>
          doc.head.append(
            Object.assign(doc.createElement('script'), { src: '/node_modules/axe-core/axe.min.js', onload: resolve }),
          ),
        );
        expect(await axe(doc.querySelector('main'), frame.contentWindow)).to.deep.equal([]);
      }
    } finally {
      frame.remove();
    }
  });
});
