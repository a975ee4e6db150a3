import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';

/** The three fact links of the mobile menu and the related-information cards. */
const FACT_LINKS = [
  { title: 'ucc.related.units.title', text: 'ucc.related.units.text', url: 'ucc.related.units.url', setting: 'unitsInfoUrl' },
  {
    title: 'ucc.related.calories.title',
    text: 'ucc.related.calories.text',
    url: 'ucc.related.calories.url',
    setting: 'caloriesInfoUrl',
  },
  {
    title: 'ucc.related.guidelines.title',
    text: 'ucc.related.guidelines.text',
    url: 'ucc.related.guidelines.url',
    setting: 'guidelinesInfoUrl',
  },
] as const;

export interface FactLink {
  title: string;
  text: string;
  href: string;
}

/** Each link goes where the page's attribute says, else where the copy says (the NHS pages built in). */
export function useFactLinks(): FactLink[] {
  const t = useText();
  const settings = useSettings();
  return FACT_LINKS.map((link) => ({ title: t(link.title), text: t(link.text), href: settings[link.setting] ?? t(link.url) }));
}
