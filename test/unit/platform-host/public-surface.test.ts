// The public surface comes from its tables (attribute-table.ts, event-table.ts, theme-properties.ts):
// this fails when the generated types, the host guide or the manifest disagree with them, or when
// a stylesheet uses a theming property the tables do not list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CMS_ATTRIBUTES, cmsFiles } from '../../../scripts/surface/cms';
import { GENERATED_TYPES, README, readStylesheets } from '../../../scripts/surface/files';
import { attributeTypes, manifest, readme, TAGS, themeProperties } from '../../../scripts/surface/generate';
import { ATTRIBUTE_DOCS, type AttributeName } from '../../../src/platform/host/attribute-table';
import { EVENT_DOCS, EVENT_PREFIXES } from '../../../src/platform/host/event-table';
import { SETTING_ATTRIBUTES, SETTING_RULES } from '../../../src/platform/host/settings';
import type { WidgetAttributes } from '../../../src/platform/host/widget-attributes.generated';
import { THEME_PROPERTIES } from '../../../src/ui/styles/theme-properties';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// The HTML attributes of the public types are exactly the table's (a type error otherwise).
const sameAttributes: Equal<keyof WidgetAttributes, AttributeName> = true;

const stylesheets = readStylesheets();
const guide = readFileSync(README, 'utf8');
const built = manifest(stylesheets, '0.0.0');

/** The first column of the markdown table in a generated section of the guide. */
function guideColumn(section: string): string[] {
  const body = guide.split(`<!-- generated: ${section} `)[1]!.split(`<!-- end generated: ${section} -->`)[0]!;
  return body
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

interface ManifestElement {
  name: string;
  attributes: { name: string }[];
  members: { name: string; attribute?: string }[];
  events: { name: string }[];
  cssProperties: { name: string }[];
}

const tagsOf = (attribute: string) => {
  const property = SETTING_RULES.find((rule) => rule.attribute === attribute)!.property;
  const widget = ATTRIBUTE_DOCS[property].widget;
  return widget ? [widget] : TAGS;
};

describe('the public surface', () => {
  it('keeps the generated types as the attribute table writes them (run npm run build after editing the table)', () => {
    expect(sameAttributes).toBe(true);
    expect(readFileSync(GENERATED_TYPES, 'utf8')).toBe(attributeTypes());
  });

  it("keeps dist-readme.md's attribute, event and theming tables as their tables write them", () => {
    expect(guide).toBe(readme(guide, stylesheets));
    expect(guideColumn('attributes')).toEqual(SETTING_ATTRIBUTES);
    expect(guideColumn('events').sort()).toEqual(
      Object.entries(EVENT_DOCS)
        .flatMap(([name, doc]) => doc.widgets.map((tag) => `${EVENT_PREFIXES[tag]}-${name}`))
        .sort(),
    );
    expect(guideColumn('theming').sort()).toEqual([...themeProperties(stylesheets).used.keys()].sort());
  });

  it('lists every theming property a stylesheet uses, with its default, and none that no stylesheet uses', () => {
    const { used } = themeProperties(stylesheets);
    expect(used.size).toBeGreaterThan(10);
    expect(THEME_PROPERTIES.map((doc) => doc.name).sort()).toEqual([...used.keys()].sort());
    for (const [name, { default: fallback }] of used) expect(fallback, `${name} has a default in the CSS`).toBeTruthy();
  });

  it('writes a Custom Elements Manifest 2.x with each element, its attributes, properties, events and CSS properties', () => {
    expect(built.schemaVersion).toMatch(/^2\./);
    const { used } = themeProperties(stylesheets);
    for (const tag of TAGS) {
      const module = built.modules.find((candidate) => candidate.path === `dist/esm/${tag}.js`)!;
      const element = module.declarations.find(
        (declaration) => 'tagName' in declaration && declaration.tagName === tag,
      ) as ManifestElement;
      expect(module.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: tag,
        declaration: { name: element.name, module: module.path },
      });
      const attributes = SETTING_ATTRIBUTES.filter((attribute) => tagsOf(attribute).includes(tag));
      expect(element.attributes.map((attribute) => attribute.name)).toEqual(attributes);
      expect(element.members.filter((member) => member.attribute).map((member) => member.attribute)).toEqual(attributes);
      expect(element.members.map((member) => member.name)).toEqual(expect.arrayContaining(['route', 'settingsProblems']));
      expect(element.events.map((event) => event.name)).toEqual(
        Object.entries(EVENT_DOCS)
          .filter(([, doc]) => doc.widgets.includes(tag))
          .map(([name]) => `${EVENT_PREFIXES[tag]}-${name}`),
      );
      const cssNames = [...used].filter(([, entry]) => entry.tags.has(tag)).map(([name]) => name);
      expect(element.cssProperties.map((property) => property.name).sort()).toEqual(cssNames.sort());
      expect(cssNames.includes('--aa-color-error')).toBe(tag === 'drinking-check');
    }
  });

  it('writes cms/allow-list.json with every attribute the table has, and id (the kits are built from src/cms/)', () => {
    expect(CMS_ATTRIBUTES).toEqual([...SETTING_ATTRIBUTES, 'id']);
    const list = JSON.parse(cmsFiles()['allow-list.json']!) as { tags: string[]; attributes: string[] };
    expect(list).toEqual({ tags: TAGS, attributes: CMS_ATTRIBUTES });
  });
});
