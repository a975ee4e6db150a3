// The minified builds carry no comments, so the licences of the libraries bundled into them
// travel in one file beside them: every package with code in any output of the build, its
// version, its licence and its licence text (docs/decisions/0198-licences-of-the-bundled-libraries.md).
// One plugin object is shared by every build of rollup.config.mjs; each writes the union so far.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder of the package a bundled module belongs to, or undefined for our own code. */
function packageFolder(id) {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = id.slice(at + '/node_modules/'.length).split('/');
  return id.slice(0, at) + '/node_modules/' + (first.startsWith('@') ? `${first}/${second}` : first);
}

function notice(folder) {
  const { name, version, license, author } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const file = readdirSync(folder).find((entry) => /^licen[cs]e(\.(md|txt))?$/i.test(entry));
  const text = file
    ? readFileSync(join(folder, file), 'utf8').trim()
    : `${license} (the package ships no licence file${author ? `; author: ${typeof author === 'string' ? author : author.name}` : ''})`;
  return { name, text: `${name} ${version}\nLicense: ${license}\n\n${text}` };
}

export function thirdPartyLicenses(outputFile) {
  const folders = new Set();
  return {
    name: 'third-party-licenses',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const folder = module.renderedLength > 0 ? packageFolder(id.replace(/^\0/, '')) : undefined;
          if (folder && existsSync(join(folder, 'package.json'))) folders.add(folder);
        }
      }
    },
    writeBundle() {
      const notices = [...folders].map(notice).sort((a, b) => a.name.localeCompare(b.name));
      const header = 'The widget files bundle these libraries. Their licences and notices follow.\n';
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, [header, ...notices.map((entry) => entry.text)].join('\n\n' + '-'.repeat(72) + '\n\n') + '\n');
    },
  };
}
