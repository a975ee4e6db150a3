// Reads the built package (run after `npm run build`): custom-elements.json names both elements,
// and every attribute it lists is parsed by the built code, typed in types.d.ts and in the guide.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('dist/custom-elements.json'));
const pkg = JSON.parse(read('package.json'));

test('package.json points tools at the manifest', () => {
  assert.equal(pkg.customElements, 'dist/custom-elements.json');
  assert.ok(pkg.files.includes('dist/custom-elements.json'));
  assert.match(manifest.schemaVersion, /^2\./);
});

test('the manifest declares both elements, and what it lists is built, typed and documented', () => {
  const shared = read('dist/esm/chunks/shared.js');
  const types = read('dist/esm/types.d.ts');
  const guide = read('dist/README.md');
  const elements = manifest.modules.flatMap((module) => module.declarations.filter((declaration) => declaration.customElement));
  assert.deepEqual(elements.map((element) => element.tagName).sort(), ['drinking-check', 'unit-calculator']);
  for (const element of elements) {
    assert.ok(element.attributes.length > 10, `${element.tagName} lists its attributes`);
    for (const { name } of element.attributes) {
      assert.ok(shared.includes(`"${name}"`) || shared.includes(`'${name}'`), `${name} is parsed by the built code`);
      assert.match(types, new RegExp(`['"]?${name}['"]?\\?:`), `${name} is in WidgetAttributes`);
      assert.ok(guide.includes(`| \`${name}\` |`), `${name} is in the guide's table`);
    }
    for (const { name } of element.events) assert.ok(guide.includes(`\`${name}\``), `${name} is in the guide`);
    for (const { name } of element.members.filter((member) => member.kind === 'method')) {
      assert.ok((shared + read(`dist/esm/${element.tagName}.js`)).includes(name), `${name}() is in the built code`);
      assert.match(types, new RegExp(`${name}\\(`), `${name}() is typed`);
      assert.ok(guide.includes(`${name}(`), `${name}() is in the guide`);
    }
    for (const { name } of element.cssProperties) assert.ok(guide.includes(`| \`${name}\` |`), `${name} is in the guide's theming table`);
  }
});
