// `npm run build` runs this first (bundled by esbuild): writes the generated types, the host
// guide's tables, the cms/ files (the kits built from src/cms/, and the Umbraco package from
// umbraco/src/) and dist/custom-elements.json from
// the tables of the public surface.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cmsFiles } from './cms';
import { CMS_DIR, GENERATED_TYPES, MANIFEST, README, readStylesheets } from './files';
import { attributeTypes, manifest, readme } from './generate';

const stylesheets = readStylesheets();
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const writeIfChanged = (file: string, text: string) => {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
  console.log(`Wrote ${file} from the tables of the public surface`);
};
writeIfChanged(GENERATED_TYPES, attributeTypes());
writeIfChanged(README, readme(readFileSync(README, 'utf8'), stylesheets));
mkdirSync(CMS_DIR, { recursive: true });
for (const [file, text] of Object.entries(cmsFiles())) writeIfChanged(`${CMS_DIR}/${file}`, text);
execFileSync(process.execPath, ['scripts/surface/cms-kits.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['umbraco/build.mjs'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
writeFileSync(MANIFEST, `${JSON.stringify(manifest(stylesheets, version), null, 2)}\n`);
