// Issue 35: the host guide's editor set-ups are the code the browser tests run. Each block between
// `// guide: <name>` and `// end guide` in test/browser/fixtures/cms/setups-*.js stands word for
// word in dist-readme.md's "On a CMS page" (indentation aside).
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const guide = readFileSync('dist-readme.md', 'utf8');
const FIXTURES = ['tinymce', 'ckeditor', 'tiptap'].map((name) => `test/browser/fixtures/cms/setups-${name}.js`);

/** The lines of a block without the indentation they share. */
function dedent(lines) {
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)[0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

const blocks = FIXTURES.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\/\/ guide: (\S+)\n([\s\S]*?)\n\s*\/\/ end guide/g)].map(([, name, body]) => ({
    file,
    name,
    code: dedent(body.split('\n')),
  })),
);

describe("the guide's editor set-ups", () => {
  it('has one tested block for each editor', () => {
    expect(blocks.map(({ name }) => name)).toEqual(['tinymce', 'ckeditor5', 'tiptap']);
  });

  it.each(blocks.map((block) => [block.name, block]))('shows the tested %s set-up word for word', (_name, { file, code }) => {
    expect(guide, file).toContain(code);
  });
});
