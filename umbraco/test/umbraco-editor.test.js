// Issue 38: the package of cms/umbraco/ (umbraco-package.json, the Tiptap extension and the two
// toolbar buttons) in Umbraco 17's own rich-text editor, <umb-input-tiptap>, with every Tiptap
// extension of Umbraco's own, loaded from its manifest and through the backoffice's import map
// (umbraco-editor.js). An editor's whole journey (test/browser/fixtures/cms/journey.js), then what
// is Umbraco's own: the buttons as its toolbar draws them, every setting through a save and a
// reload, and the value the property editor stores.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { waitFor } from '/test/browser/helpers.js';
import { sendKeys } from '/test/browser/keys.js';
import { dialogTitle, field, openDialog, openDialogNow, submitByEnter, typeInto } from '/test/browser/fixtures/cms/form.js';
import { journey, pasteJourney, publish } from '/test/browser/fixtures/cms/journey.js';
import { EVERY_ATTRIBUTE, RICH, widgetsIn } from '/test/browser/fixtures/cms/snippets.js';
import { EXTENSIONS, umbracoPackage, umbracoSetup } from './umbraco-editor.js';

const version = async () => (await (await fetch('/package.json')).json()).version;

describe("The Umbraco package in Umbraco 17's rich-text editor", () => {
  it('inserts by its toolbar buttons and the form, types around, changes, deletes on purpose, saves, reopens and publishes', () =>
    journey(umbracoSetup));

  it("keeps pasted tags whole beside Umbraco's own extensions: a misspelt attribute named, a self-closing tag and a list item kept", () =>
    pasteJourney(umbracoSetup));

  it("is the npm package's version, with a button per tool in Umbraco's toolbar", async () => {
    expect(umbracoPackage.version).to.equal(await version());
    const setup = await umbracoSetup('<p>Text.</p>');
    try {
      for (const label of ['Drinking Check', 'Unit and Calorie Calculator']) {
        const button = setup.button(label);
        expect(button, label).to.exist;
        expect(button.disabled, `${label} is enabled`).to.equal(false);
      }
    } finally {
      setup.destroy();
    }
  });

  it('disables the buttons, and drops the tags, where the data type has not enabled the extension', async () => {
    const setup = await umbracoSetup(RICH, {
      extensions: EXTENSIONS.filter((alias) => !alias.startsWith('AlcoholAwareness.')),
    });
    try {
      expect(setup.button('Drinking Check').disabled).to.equal(true);
      expect(setup.button('Unit and Calorie Calculator').disabled).to.equal(true);
      // What the guide warns of: Umbraco's editor alone keeps no widget of a page opened in it.
      expect(setup.cards()).to.have.length(0);
      expect(widgetsIn(setup.editor.getHTML())).to.deep.equal([]);
    } finally {
      setup.destroy();
    }
  });

  it('inserts the same tool twice in a row, the second after the first, and changes the selected one by its button', async () => {
    const setup = await umbracoSetup('<p>Intro.</p>');
    const changes = [];
    setup.input.addEventListener('change', () => changes.push(setup.input.value));
    try {
      setup.caretAt('Intro.', true);
      for (const campaign of ['first', 'second']) {
        setup.button('Drinking Check').click();
        const dialog = await openDialog();
        expect(dialogTitle(dialog), `the ${campaign} press of the button`).to.equal('Insert the Drinking Check');
        await typeInto(dialog, 'Campaign', campaign);
        await submitByEnter();
      }
      await waitFor(() => setup.cards().length === 2, 'two cards');
      expect(widgetsIn(setup.input.value).map(({ attributes }) => attributes.campaign)).to.deep.equal(['first', 'second']);
      expect(changes.at(-1), 'the value Umbraco stores, at its last change event').to.equal(setup.input.value);

      // Selected (Backspace from the text after it selects it first), the widget is outlined and its
      // tool's button shows as on; the button then changes it rather than insert another. The form
      // gives the editor its focus back at the next frame, which the key must wait for.
      await waitFor(() => setup.editor.view.hasFocus(), 'the editor to have the focus back');
      await sendKeys({ press: 'Backspace' });
      await waitFor(() => setup.button('Drinking Check').look === 'outline', 'the button to show the selected widget');
      expect(getComputedStyle(setup.cards()[1]).outlineStyle, 'the selected card').to.equal('solid');
      expect(getComputedStyle(setup.cards()[0]).outlineStyle, 'the other card').to.equal('none');
      expect(setup.button('Unit and Calorie Calculator').look).to.equal('default');
      setup.button('Drinking Check').click();
      const dialog = await openDialog();
      expect(dialogTitle(dialog)).to.equal('Change the Drinking Check');
      expect(field(dialog, 'Campaign').value).to.equal('second');
      await typeInto(dialog, 'Campaign', 'changed');
      await submitByEnter();
      await waitFor(() => widgetsIn(setup.input.value)[1]?.attributes.campaign === 'changed', 'the change saved');
      expect(widgetsIn(setup.input.value).map(({ attributes }) => attributes.campaign)).to.deep.equal(['first', 'changed']);
    } finally {
      if (openDialogNow()) await sendKeys({ press: 'Escape' });
      setup.destroy();
    }
  });

  it('keeps every setting of both tools through an edit, a save and a reload, and the page reads each', async () => {
    let setup = await umbracoSetup(RICH);
    try {
      setup.caretAt('Between them.', true);
      await sendKeys({ type: ' Edited.' });
      const saved = await waitFor(() => (setup.input.value.includes('Edited.') ? setup.input.value : ''), 'the edit saved');
      const expectEvery = (html, when) => {
        const widgets = widgetsIn(html);
        expect(
          widgets.map(({ tag }) => tag),
          when,
        ).to.deep.equal(['drinking-check', 'unit-calculator']);
        for (const { tag, attributes } of widgets) {
          const { id, ...settings } = attributes;
          expect(settings, `${when}: <${tag}>`).to.deep.equal(EVERY_ATTRIBUTE);
          expect(id, `${when}: <${tag}>'s id`).to.equal(tag === 'drinking-check' ? 'check' : 'calculator');
        }
      };
      expectEvery(saved, 'saved');

      setup.destroy();
      setup = await umbracoSetup(saved);
      await waitFor(() => setup.cards().length === 2, 'both cards after the reload');
      expect(setup.editor.getHTML(), 'the reloaded editor writes back what was saved').to.equal(saved);

      const { place, widgets } = await publish(saved);
      for (const widget of widgets) {
        expect(widget.settingsProblems, `<${widget.localName}>'s problems`).to.deep.equal([]);
        expect(
          Object.fromEntries(Object.keys(EVERY_ATTRIBUTE).map((name) => [name, widget.getAttribute(name)])),
          `<${widget.localName}> on the page`,
        ).to.deep.equal(EVERY_ATTRIBUTE);
      }
      place.remove();
    } finally {
      setup.destroy();
    }
  });
});
