import type { RiskLevel } from '../../core/audit';
import type { CopyKey } from '../../platform/text';

/**
 * What a result says: its level; low risk over the guideline (spec section 3's low variant, also
 * when the weekly estimate's top passes 14: docs/decisions/0153-results-from-what-they-told-us.md); or a never-drinker's own.
 */
export type MessageVariant = RiskLevel | 'lowOver' | 'never';

export function messageVariant(
  level: RiskLevel,
  { overGuidelines, never }: { overGuidelines: boolean; never: boolean },
): MessageVariant {
  if (never) return 'never';
  return level === 'low' && overGuidelines ? 'lowOver' : level;
}

export const LEVEL_LABEL = {
  low: 'dc.results.level.low',
  increasing: 'dc.results.level.increasing',
  higher: 'dc.results.level.higher',
  possibleDependence: 'dc.results.level.possibleDependence',
} as const satisfies Record<RiskLevel, CopyKey>;

export const LEVEL_ABOUT = {
  low: 'dc.results.level.low.about',
  increasing: 'dc.results.level.increasing.about',
  higher: 'dc.results.level.higher.about',
  possibleDependence: 'dc.results.level.possibleDependence.about',
} as const satisfies Record<RiskLevel, CopyKey>;

interface RiskMessageKeys {
  paragraphs: readonly CopyKey[];
  /** Higher: a bold line recommending professional support. */
  strong?: CopyKey;
  /** Possible dependence: a professional-support line with bullets. */
  support?: { line: CopyKey; bullets: readonly CopyKey[] };
}

const THREE = [1, 2, 3] as const;
const TWO = [1, 2] as const;

export const RISK_MESSAGES: Record<MessageVariant, RiskMessageKeys> = {
  never: { paragraphs: TWO.map((n) => `dc.results.msg.never.${n}` as const) },
  low: { paragraphs: THREE.map((n) => `dc.results.msg.low.${n}` as const) },
  lowOver: { paragraphs: THREE.map((n) => `dc.results.msg.lowOver.${n}` as const) },
  increasing: { paragraphs: THREE.map((n) => `dc.results.msg.increasing.${n}` as const) },
  higher: {
    paragraphs: TWO.map((n) => `dc.results.msg.higher.${n}` as const),
    strong: 'dc.results.msg.higher.support',
  },
  possibleDependence: {
    paragraphs: TWO.map((n) => `dc.results.msg.possibleDependence.${n}` as const),
    support: {
      line: 'dc.results.msg.possibleDependence.support',
      bullets: THREE.map((n) => `dc.results.msg.possibleDependence.bullet.${n}` as const),
    },
  },
};

const FOUR = [1, 2, 3, 4] as const;

/** The four quick tips of a result (a never-drinker has none). */
export const tipKeys = (variant: Exclude<MessageVariant, 'never'>) => FOUR.map((n) => `dc.results.tip.${variant}.${n}` as const);

export type AdviceIcon = 'units' | 'risks' | 'tips' | 'support';

export interface AdviceCardKeys {
  icon: AdviceIcon;
  title: CopyKey;
  text: CopyKey;
  time: CopyKey;
  link: CopyKey;
}

const ADVICE_ICONS: Record<RiskLevel, readonly [AdviceIcon, AdviceIcon, AdviceIcon]> = {
  low: ['units', 'risks', 'tips'],
  increasing: ['tips', 'risks', 'units'],
  higher: ['support', 'risks', 'tips'],
  possibleDependence: ['support', 'support', 'risks'],
};

/** The three built-in advice cards of a level. */
export function adviceCards(level: RiskLevel): AdviceCardKeys[] {
  return ADVICE_ICONS[level].map((icon, index) => {
    const base = `dc.results.advice.${level}.${(index + 1) as 1 | 2 | 3}` as const;
    return { icon, title: `${base}.title`, text: `${base}.text`, time: `${base}.time`, link: `${base}.link` };
  });
}

/** The high-risk support panel's three services, with a fixed analytics id each. */
export const SUPPORT_CARDS = (['nhs', 'mutual_aid', 'we_are_with_you'] as const).map((service, index) => {
  const base = `dc.results.support.${(index + 1) as 1 | 2 | 3}` as const;
  return { service, title: `${base}.title`, text: `${base}.text`, link: `${base}.link` } as const;
});
