// Where the generated surface lives, and reading the stylesheets it is checked against.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stylesheet, Tag } from './generate';

export const GENERATED_TYPES = 'src/platform/host/widget-attributes.generated.ts';
export const README = 'dist-readme.md';
export const MANIFEST = 'dist/custom-elements.json';
/** The package's editor set-ups and allow-list (scripts/surface/cms.ts). */
export const CMS_DIR = 'cms';

const OWNER: Record<string, readonly Tag[]> = {
  'src/ui': ['drinking-check', 'unit-calculator'],
  'src/drinking-check': ['drinking-check'],
  'src/unit-calculator': ['unit-calculator'],
};

/** Every stylesheet under src/, with the elements that adopt it (by the folder it is in). */
export function readStylesheets(root = '.'): Stylesheet[] {
  return Object.entries(OWNER).flatMap(([folder, tags]) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({ file: join(folder, file), tags, css: readFileSync(join(root, folder, file), 'utf8') })),
  );
}
