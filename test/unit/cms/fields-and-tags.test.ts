// Issue 35: the card's and the form's words come from the attribute table: every attribute a tool
// reads is a field, in words for an editor, the developers' ones apart; what the card says of a
// tag and what the form writes are the widget's own reading of it
// (docs/decisions/0271-a-card-and-a-form-from-the-attribute-table.md).
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../../src/cms/fields';
import { checkEntries } from '../../../src/cms/form-check';
import { CMS_ATTRIBUTES, keepsAttribute } from '../../../src/cms/keep-attributes';
import { readTag } from '../../../src/cms/read-tag';
import { tagHtml } from '../../../src/cms/tag-html';
import { umbraco13AppSettings } from '../../../src/cms/umbraco-13';
import { ATTRIBUTE_DOCS, ATTRIBUTE_RULES, type SettingName } from '../../../src/platform/host/attribute-table';

const TAGS = ['drinking-check', 'unit-calculator'] as const;

describe('the form\'s fields, from the attribute table', () => {
  it.each(TAGS)('has every attribute <%s> reads, and id, each with a label and help; editors\' fields first', (tag) => {
    const reads = (Object.keys(ATTRIBUTE_RULES) as SettingName[])
      .filter((property) => !ATTRIBUTE_DOCS[property].widget || ATTRIBUTE_DOCS[property].widget === tag)
      .map((property) => ATTRIBUTE_RULES[property].attribute);
    const fields = fieldsOf(tag);
    expect(fields.map((field) => field.attribute).sort()).toEqual([...reads, 'id'].sort());
    for (const field of fields) expect(field.label.length * field.help.length, field.attribute).toBeGreaterThan(0);
    const audiences = fields.map((field) => field.audience);
    expect(audiences.indexOf('developer')).toBe(audiences.lastIndexOf('editor') + 1);
    expect(fields.filter((field) => field.audience === 'editor').map((field) => field.attribute)).toContain('campaign');
  });

  it("offers exactly the values a list attribute takes, and only values the widget reads, the widget's default first", () => {
    for (const field of fieldsOf('drinking-check').filter((candidate) => candidate.kind === 'choice')) {
      const rule = Object.values(ATTRIBUTE_RULES).find((candidate) => candidate.attribute === field.attribute)!;
      const parse = rule.parse as unknown as ((text: string) => unknown) & { values?: string[] };
      const offered = Object.keys(field.choices!);
      if (parse.values) expect([...offered].sort(), field.attribute).toEqual([...parse.values].sort());
      for (const value of offered) expect(parse(value), `${field.attribute}="${value}"`).not.toBeUndefined();
      expect(offered[0], field.attribute).toBe(String(rule.fallback));
    }
  });
});

describe('the card: a tag in words, with what is wrong in the widget\'s words', () => {
  it('says each setting as the widget reads it', () => {
    const { tool, settings, problems } = readTag('drinking-check', {
      'content-block': 'content-block',
      embedded: 'false',
      'results-view': ' Abridged ',
      brand: '“Partner”',
    });
    expect(tool.name).toBe('Drinking Check');
    expect(settings.map(({ field, words, ignored }) => [field.attribute, words, ignored])).toEqual([
      ['brand', 'Partner', false],
      ['content-block', 'On', false],
      ['results-view', 'A short summary, with a link to the full results', false],
      ['embedded', 'Off', false],
    ]);
    expect(problems.map(({ fix }) => fix)).toEqual(['Write brand="…" with straight quotes.']);
  });

  it('marks a refused value, names a misspelling and content inside the tag', () => {
    const { settings, problems } = readTag('unit-calculator', { routing: 'browser', contentblock: '' }, true);
    expect(settings).toEqual([expect.objectContaining({ words: 'browser', ignored: true })]);
    expect(problems.map(({ attribute, fix }) => [attribute, fix])).toEqual([
      ['routing', 'Use "hash" or "memory".'],
      ['contentblock', 'Did you mean content-block?'],
      [null, expect.stringMatching(/^Close it with <\/unit-calculator> at once/)],
    ]);
  });
});

describe('what the form writes', () => {
  const fields = fieldsOf('drinking-check');

  it('writes each value as the widget reads it, and refuses one it cannot use, saying what it takes', () => {
    const { attributes, errors } = checkEntries(fields, {
      campaign: '“spring sale”',
      'privacy-url': 'https://example.org/privacy?a=1&amp;b=2',
      'gtm-id': 'GTM-1',
      'content-block': '',
      id: '2nd',
    });
    expect(attributes).toEqual({ campaign: 'spring sale', 'content-block': '', 'privacy-url': 'https://example.org/privacy?a=1&b=2' });
    expect(Object.fromEntries(errors)).toEqual({
      'gtm-id': 'Use the container id as Google Tag Manager shows it, e.g. GTM-AB12CD.',
      id: 'Use a letter first, then letters, digits, - and _ only, up to 64.',
    });
  });

  it('writes the tag with its closing tag, a boolean bare, and every value encoded', () => {
    expect(tagHtml('unit-calculator', { brand: 'Smith & "Sons"', 'content-block': '' })).toBe(
      '<unit-calculator brand="Smith &amp; &quot;Sons&quot;" content-block></unit-calculator>',
    );
  });
});

describe('what the kits and sanitizer set-ups keep on a tag', () => {
  it('keeps every attribute the widgets read and a misspelling of one, never an event handler or another name', () => {
    for (const name of CMS_ATTRIBUTES) expect(keepsAttribute(name), name).toBe(true);
    for (const name of ['campain', 'contentblock', 'content_block', 'routeing', 'privacyurl'])
      expect(keepsAttribute(name), name).toBe(true);
    for (const name of ['onclick', 'onload', 'onbrand', 'class', 'style', 'src', 'hidden', 'sale”', 'data-x'])
      expect(keepsAttribute(name), name).toBe(false);
  });

  it("gives Umbraco 13 its plugin by external_plugins and its buttons by Commands, replacing none of Umbraco's own options", () => {
    const { RichTextEditor } = JSON.parse(umbraco13AppSettings()).Umbraco.CMS;
    expect(Object.keys(RichTextEditor.CustomConfig)).toEqual(['external_plugins']);
    expect(JSON.parse(RichTextEditor.CustomConfig.external_plugins)).toEqual({
      alcoholawarenesswidgets: '/App_Plugins/AlcoholAwarenessWidgets/tinymce-plugin.js',
    });
    expect(RichTextEditor.Commands).toEqual([
      { Alias: 'drinkingcheck', Name: 'Drinking Check', Mode: 'Insert' },
      { Alias: 'unitcalculator', Name: 'Unit and Calorie Calculator', Mode: 'Insert' },
    ]);
  });
});
