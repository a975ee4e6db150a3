// Issues 29 and 35: sanitize-html with the options of dist-readme.md's "Sanitizers"
// (sanitizeHtmlOptions of cms/sanitizers.js, from its source) keeps both tags with every attribute
// the widgets read, and a misspelt one for the widget to name, never an event handler; as it
// comes, it deletes them (docs/decisions/0230, 0272). DOMPurify, which needs a real DOM, is tried
// in test/browser/cms-editors.test.js.
// @vitest-environment node
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { CMS_ATTRIBUTES } from '../../src/cms/keep-attributes';
import { sanitizeHtmlOptions } from '../../src/cms/kits/sanitizers';
import { TOOL_TAGS } from '../../src/cms/tools';

/** Every attribute with a value, `&`, a quote and a link of an unknown scheme among them, as an editor's HTML has them. */
const values = Object.fromEntries(CMS_ATTRIBUTES.map((name, index) => [name, `v${index} & "q" host:8443`]));
const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const tag = (name, extra = '') =>
  `<${name} ${Object.entries(values)
    .map(([attribute, value]) => `${attribute}="${escape(value)}"`)
    .join(' ')}${extra}></${name}>`;
const HTML = `<p>Before.</p>${tag('drinking-check', ' campain="spring" onclick="alert(1)" class="x"')}<p>Between.</p>${tag('unit-calculator')}`;

/** The attributes of each widget tag in sanitized HTML, as sanitize-html's own parser reads them back. */
function widgetsIn(html) {
  const found = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      if (TOOL_TAGS.includes(frame.tag)) found.push({ tag: frame.tag, attributes: frame.attribs });
      return false;
    },
  });
  return found;
}

describe('sanitize-html and the widgets', () => {
  it('deletes the tags as it comes', () => {
    expect(widgetsIn(sanitizeHtml(HTML))).toEqual([]);
  });

  it("keeps both tags with every attribute and its value, and a misspelt one, with the guide's options; no event handler", () => {
    const clean = sanitizeHtml(HTML, sanitizeHtmlOptions(sanitizeHtml.defaults));
    expect(widgetsIn(clean)).toEqual([
      { tag: 'drinking-check', attributes: { ...values, campain: 'spring' } },
      { tag: 'unit-calculator', attributes: values },
    ]);
    expect(clean).toContain('</drinking-check>');
    expect(clean).toContain('<p>Before.</p>');
  });
});
