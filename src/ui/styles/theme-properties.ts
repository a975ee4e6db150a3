/**
 * The CSS custom properties a host may set, for the docs and custom-elements.json (never
 * bundled). Their defaults are read from the stylesheets' `var(--aa-…, default)`; the public
 * surface test fails when a stylesheet uses one that is not here, or this lists one no
 * stylesheet uses.
 */
export interface ThemePropertyDoc {
  name: `--aa-${string}`;
  description: string;
  /** The docs' wording of the default, where the CSS value would not help a reader. */
  defaultInDocs?: string;
}

export const THEME_PROPERTIES: readonly ThemePropertyDoc[] = [
  { name: '--aa-color-primary', description: 'banner, buttons, links' },
  { name: '--aa-color-primary-hover', description: 'buttons under the pointer' },
  { name: '--aa-color-on-primary', description: 'text on the primary colour' },
  { name: '--aa-color-text', description: 'body text' },
  { name: '--aa-color-muted', description: 'secondary text' },
  { name: '--aa-color-surface', description: 'background' },
  { name: '--aa-color-subtle', description: 'tab strip, hover backgrounds' },
  { name: '--aa-color-border', description: 'borders' },
  { name: '--aa-color-focus', description: 'the focus ring' },
  {
    name: '--aa-color-error',
    description:
      "error messages and the error summary's border (the age step, an embedded Next with no answer, the results' forms)",
  },
  { name: '--aa-font-family', description: 'all text', defaultInDocs: 'system UI fonts' },
  {
    name: '--aa-font-size',
    description: 'base text size; every size inside is relative to it',
    defaultInDocs: "`medium` (the reader's browser text size, usually 16 px)",
  },
  { name: '--aa-radius', description: 'corners' },
  { name: '--aa-max-width', description: 'widest the widget grows' },
];
