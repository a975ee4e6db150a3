/** The three fact links of the mobile menu and the related-information cards. */
export const FACT_LINKS = [
  { title: 'ucc.related.units.title', text: 'ucc.related.units.text', url: 'ucc.related.units.url' },
  { title: 'ucc.related.calories.title', text: 'ucc.related.calories.text', url: 'ucc.related.calories.url' },
  { title: 'ucc.related.guidelines.title', text: 'ucc.related.guidelines.text', url: 'ucc.related.guidelines.url' },
] as const;
