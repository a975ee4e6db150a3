// The generated parts of the package's cms/ folder and of the host guide's "On a CMS page", from
// the attribute table (docs/decisions/0230-cms-set-ups-from-the-attribute-table.md): the allow-list
// for sanitizers, Umbraco 13's appsettings.json lines, WordPress's filter. The kits themselves are
// built from src/cms/ (cms-kits.mjs). Pure: cli.ts writes them in the build;
// test/unit/platform-host/public-surface.test.ts checks the guide's copies.
import { CMS_ATTRIBUTES } from '../../src/cms/keep-attributes';
import { umbraco13AppSettings } from '../../src/cms/umbraco-13';
import { TAGS } from './tags';

export { CMS_ATTRIBUTES, umbraco13AppSettings };

function allowList(): string {
  return `${JSON.stringify({ tags: TAGS, attributes: CMS_ATTRIBUTES }, null, 2)}\n`;
}

/** WordPress: authors' and contributors' posts go through kses, whose allow-list has no custom elements. */
export function wordpressFilter(): string {
  const names = CMS_ATTRIBUTES.map((name) => `'${name}'`).join(', ');
  return [
    "add_filter('wp_kses_allowed_html', function ($tags, $context) {",
    "    if ($context !== 'post') {",
    '        return $tags;',
    '    }',
    `    $attributes = array_fill_keys([${names}], true);`,
    ...TAGS.map((tag) => `    $tags['${tag}'] = $attributes;`),
    '    return $tags;',
    '}, 10, 2);',
  ].join('\n');
}

/** cms/<file>: text, beside the built kits. */
export function cmsFiles(): Record<string, string> {
  return { 'allow-list.json': allowList() };
}
