// Issues 29 and 35: the tags in real rich-text editors, tried as an editor would (source view, HTML
// paste, insert command) and read back as a CMS saves it (getContent, getData, getHTML). With the
// kits of cms/ (built from the attribute table), every attribute of a tag that uses them all comes
// through with its value, and the saved HTML, rendered with the built widgets, shows each widget.
// As they come, the editors delete the host guide's snippets, which is what dist-readme.md's
// "On a CMS page" warns of: if an editor changes that, these tests say so. What an editor does
// with the kits (the card, the form, keys and pastes) is in cms-tinymce*.test.js,
// cms-ckeditor5.test.js and cms-tiptap.test.js.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import DOMPurify from 'dompurify';
import { htmlSupport, withWidgets as ckeditorWithWidgets } from '../../cms/ckeditor5.js';
import { dompurifyOptions } from '../../cms/sanitizers.js';
import { tinymceOptions, umbraco13AppSettings, withWidgets } from '../../cms/tinymce.js';
import { AlcoholAwarenessWidgets } from '../../cms/tiptap.js';
import { ckeditor, tinymceEditor, tiptapEditor } from './fixtures/cms/editors.js';
import { guideSnippets } from '../../scripts/guide-snippets.mjs';
import { EVERY_ATTRIBUTE, RICH, widgetsIn } from './fixtures/cms/snippets.js';
import { UMBRACO_13, withCustomConfig } from './fixtures/cms/umbraco-13.js';
import { resetUrl, waitFor } from './helpers.js';

const WAYS = ['setSource', 'paste', 'insert'];

/** The host guide's snippets ("Put a widget on a page"), read from the guide, with this server's paths. */
const SNIPPETS = guideSnippets(await (await fetch('/dist-readme.md')).text(), '/dist/');
const GUIDE_SNIPPETS = {
  'ES module, one widget': SNIPPETS.esOne.join(''),
  'ES modules, both widgets': SNIPPETS.esBoth.join(''),
  'classic loader, one widget': SNIPPETS.classicOne.join(''),
  'classic loaders, both widgets': SNIPPETS.classicBoth.join(''),
};

/** What the editor saves after each way in: { way: html }. */
async function savedByEachWay(editor, html) {
  const saved = {};
  for (const way of WAYS) {
    await editor[way](html);
    // A paste lands when the editor has handled the event, which may be a task later.
    saved[way] = await waitFor(() => editor.saved(), `${editor.name}: something saved after ${way}`, 2000).catch(() => '');
  }
  return saved;
}

/** Renders saved HTML with the built widgets; resolves to each widget once it shows its heading. */
async function render(html) {
  const place = document.body.appendChild(document.createElement('div'));
  place.innerHTML = html;
  const widgets = [...place.querySelectorAll('drinking-check, unit-calculator')];
  await Promise.all(
    widgets.map((widget) =>
      waitFor(() => widget.shadowRoot?.querySelector('h1, h2'), `<${widget.localName}> to show its heading`),
    ),
  );
  return { place, widgets };
}

/** Every attribute of both rich tags, with its value: the set-up kept the tag whole. */
function expectEveryAttribute(html, where) {
  const found = widgetsIn(html);
  expect(
    found.map(({ tag }) => tag),
    `${where}: the tags`,
  ).to.deep.equal(['drinking-check', 'unit-calculator']);
  for (const { tag, attributes } of found) {
    const { id, ...settings } = attributes;
    expect(settings, `${where}: <${tag}>'s attributes`).to.deep.equal(EVERY_ATTRIBUTE);
    expect(id, `${where}: <${tag}>'s id`).to.equal(tag === 'drinking-check' ? 'check' : 'calculator');
  }
}

/** The saved HTML of every way, rendered: each widget shows, on the settings of the original tag, with nothing to warn of. */
async function expectWidgetsWork(saved) {
  const control = await render(RICH);
  const expected = control.widgets.map((widget) => JSON.stringify(widget.settings));
  control.place.remove();
  const { place, widgets } = await render(Object.values(saved).join(''));
  try {
    expect(widgets).to.have.length(2 * Object.keys(saved).length);
    widgets.forEach((widget, index) => {
      expect(JSON.stringify(widget.settings), `<${widget.localName}> ${index}'s settings`).to.equal(expected[index % 2]);
      expect(widget.settingsProblems, `<${widget.localName}> ${index}'s problems`).to.deep.equal([]);
    });
  } finally {
    place.remove();
  }
}

/** As it comes, the editor deletes each of the guide's snippets by every way in, and a plain-text paste shows the markup as text. */
async function expectSnippetsDeleted(editor) {
  for (const [name, snippet] of Object.entries(GUIDE_SNIPPETS)) {
    for (const [way, html] of Object.entries(await savedByEachWay(editor, `<p>Text.</p>${snippet}`))) {
      expect(html, `${editor.name}, ${name}, ${way}`).not.to.match(/<(drinking-check|unit-calculator|script|link)\b/);
    }
  }
  await editor.pasteText(GUIDE_SNIPPETS['classic loaders, both widgets']);
  const text = await waitFor(() => editor.saved(), `${editor.name}: the plain-text paste`, 2000);
  expect(text, `${editor.name}: a plain-text paste`)
    .to.include('&lt;drinking-check')
    .and.not.match(/<drinking-check\b/);
}

describe('CMS editors: the guide warning and the kits keeping every attribute (Chromium, Firefox, WebKit)', () => {
  let editor;
  afterEach(async () => {
    await editor?.destroy();
    editor = undefined;
    resetUrl();
  });

  it('tries a tag with every attribute of cms/allow-list.json', async () => {
    const list = await (await fetch('/cms/allow-list.json')).json();
    expect([...Object.keys(EVERY_ATTRIBUTE), 'id']).to.have.members(list.attributes);
  });

  it("TinyMCE 6.8 as it comes deletes every snippet of the guide, and takes Firefox's clipboard form of the tags for plain text", async () => {
    editor = await tinymceEditor();
    await expectSnippetsDeleted(editor);
    editor.paste(RICH, { firefox: true });
    const pasted = await waitFor(() => editor.saved(), 'the paste in Firefox form');
    expect(pasted)
      .to.include('Before the tools.')
      .and.not.match(/<drinking-check\b/);
  });

  it('TinyMCE 6.8 with cms/tinymce.js keeps every attribute by every way in, and the widgets work', async () => {
    editor = await tinymceEditor(withWidgets({ extended_valid_elements: 'span[class]' }));
    const saved = await savedByEachWay(editor, RICH);
    for (const [way, html] of Object.entries(saved)) expectEveryAttribute(html, `TinyMCE, ${way}`);
    await expectWidgetsWork(saved);
  });

  it("TinyMCE: custom_elements alone keeps a bare tag; relative_urls, TinyMCE's default, rewrites a script's /path", async () => {
    editor = await tinymceEditor({ custom_elements: tinymceOptions.custom_elements });
    for (const [way, html] of Object.entries(await savedByEachWay(editor, RICH))) {
      expect(
        widgetsIn(html).map(({ attributes }) => Object.keys(attributes)),
        way,
      ).to.deep.equal([['id'], ['id']]);
    }
    await editor.destroy();
    editor = await tinymceEditor({
      extended_valid_elements: 'script[src|type]',
      document_base_url: `${location.origin}/news/2026/`,
    });
    editor.setSource(GUIDE_SNIPPETS['ES module, one widget']);
    expect(editor.saved()).to.include('src="../../dist/esm/drinking-check.js"');
  });

  it("Umbraco 13's TinyMCE settings delete every snippet of the guide", async () => {
    editor = await tinymceEditor(UMBRACO_13);
    await expectSnippetsDeleted(editor);
  });

  it("Umbraco 13's TinyMCE with the guide's appsettings.json lines keeps every attribute, and Umbraco's own rules and blocks", async () => {
    const { CustomConfig } = JSON.parse(umbraco13AppSettings).Umbraco.CMS.RichTextEditor;
    editor = await tinymceEditor(withCustomConfig(CustomConfig));
    const saved = await savedByEachWay(editor, RICH);
    for (const [way, html] of Object.entries(saved)) expectEveryAttribute(html, `Umbraco 13, ${way}`);
    await expectWidgetsWork(saved);
    // Umbraco's own extended_valid_elements and custom_elements, which a CustomConfig entry would replace, are in force.
    editor.setSource('<div class="note" id="n1">A note</div><umb-rte-block data-content-udi="umb://element/1"></umb-rte-block>');
    expect(editor.saved())
      .to.include('<div id="n1" class="note">')
      .and.include('<umb-rte-block data-content-udi="umb://element/1">');
  });

  it('CKEditor 5 48.5 as it comes, and General HTML Support with a rule naming the tags alone, delete the tags', async () => {
    editor = await ckeditor();
    await expectSnippetsDeleted(editor);
    await editor.destroy();
    editor = await ckeditor({ allow: [{ name: /^(drinking-check|unit-calculator)$/, attributes: true }] });
    for (const [way, html] of Object.entries(await savedByEachWay(editor, RICH))) expect(widgetsIn(html), way).to.deep.equal([]);
  });

  it("CKEditor 5 48.5 keeps every attribute by every way in with cms/ckeditor5.js's plugin, and with its htmlSupport rule alone, and the widgets work", async () => {
    editor = await ckeditor(undefined, ckeditorWithWidgets);
    const saved = await savedByEachWay(editor, RICH);
    for (const [way, html] of Object.entries(saved)) expectEveryAttribute(html, `CKEditor 5 with the plugin, ${way}`);
    await expectWidgetsWork(saved);
    await editor.destroy();
    editor = await ckeditor(htmlSupport);
    for (const [way, html] of Object.entries(await savedByEachWay(editor, RICH)))
      expectEveryAttribute(html, `CKEditor 5 with htmlSupport, ${way}`);
  });

  it('Tiptap 3.34 with its starter kit deletes every snippet of the guide', async () => {
    editor = tiptapEditor();
    await expectSnippetsDeleted(editor);
  });

  it('Tiptap 3.34 with cms/tiptap.js keeps every attribute by every way in and by its insert commands, and the widgets work', async () => {
    editor = tiptapEditor([AlcoholAwarenessWidgets]);
    const saved = await savedByEachWay(editor, RICH);
    for (const [way, html] of Object.entries(saved)) expectEveryAttribute(html, `Tiptap, ${way}`);
    editor.editor.commands.setContent('');
    editor.editor.commands.insertDrinkingCheck({ ...EVERY_ATTRIBUTE, id: 'check' });
    editor.editor.commands.insertUnitCalculator({ ...EVERY_ATTRIBUTE, id: 'calculator' });
    saved.commands = editor.saved();
    expectEveryAttribute(saved.commands, 'Tiptap, insert commands');
    await expectWidgetsWork(saved);
  });

  it('DOMPurify deletes the tags as it comes, keeps them bare with ADD_TAGS alone, drops values that look like links with ADD_ATTR, and keeps them whole with dompurifyOptions', async () => {
    const widgets = await (await fetch('/cms/allow-list.json')).json();
    expect(widgetsIn(DOMPurify.sanitize(RICH))).to.deep.equal([]);
    const bare = widgetsIn(DOMPurify.sanitize(RICH, { ADD_TAGS: widgets.tags }));
    expect(bare.map(({ attributes }) => Object.keys(attributes))).to.deep.equal([['id'], ['id']]);
    const dropped = widgetsIn(DOMPurify.sanitize(RICH, { ADD_TAGS: widgets.tags, ADD_ATTR: widgets.attributes }));
    expect(dropped[0].attributes, "the earlier guide's options").not.to.have.any.keys('b2c-known-authority', 'b2c-scopes');
    const clean = DOMPurify.sanitize(RICH, dompurifyOptions());
    expectEveryAttribute(clean, 'DOMPurify');
    await expectWidgetsWork({ dompurify: clean });
    const misspelt = DOMPurify.sanitize(
      '<drinking-check campain="spring" onclick="alert(1)" style="x"></drinking-check>',
      dompurifyOptions(),
    );
    expect(widgetsIn(misspelt)[0].attributes, 'a misspelling kept for the widget to name; no event handler').to.have.keys(
      'campain',
      'style',
    );
  });
});
