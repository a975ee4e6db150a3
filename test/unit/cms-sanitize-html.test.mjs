// Issue 29: sanitize-html with the options of dist-readme.md's "On a CMS page" keeps both tags
// with every attribute of cms/allow-list.json; as it comes, it deletes them
// (docs/decisions/0230-cms-set-ups-from-the-attribute-table.md). DOMPurify, which needs a real
// DOM, is tried in test/browser/cms-editors.test.js.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';

const widgets = JSON.parse(readFileSync('cms/allow-list.json', 'utf8'));
/** Every attribute with a value, `&` and a quote among them, as an editor's HTML has them. */
const values = Object.fromEntries(widgets.attributes.map((name, index) => [name, `v${index} & "q"`]));
const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const tag = (name) =>
  `<${name} ${Object.entries(values)
    .map(([attribute, value]) => `${attribute}="${escape(value)}"`)
    .join(' ')}></${name}>`;
const HTML = `<p>Before.</p>${tag('drinking-check')}<p>Between.</p>${tag('unit-calculator')}`;

/** The attributes of each widget tag in sanitized HTML, as sanitize-html's own parser reads them back. */
function widgetsIn(html) {
  const found = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      if (widgets.tags.includes(frame.tag)) found.push({ tag: frame.tag, attributes: frame.attribs });
      return false;
    },
  });
  return found;
}

describe('sanitize-html and the widgets', () => {
  it('deletes the tags as it comes', () => {
    expect(widgetsIn(sanitizeHtml(HTML))).toEqual([]);
  });

  it("keeps both tags with every attribute and its value with the host guide's options", () => {
    const clean = sanitizeHtml(HTML, {
      allowedTags: [...sanitizeHtml.defaults.allowedTags, ...widgets.tags],
      allowedAttributes: {
        ...sanitizeHtml.defaults.allowedAttributes,
        ...Object.fromEntries(widgets.tags.map((name) => [name, widgets.attributes])),
      },
    });
    expect(widgetsIn(clean)).toEqual(widgets.tags.map((name) => ({ tag: name, attributes: values })));
    expect(clean).toContain('</drinking-check>');
  });
});
