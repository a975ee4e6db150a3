import { describe, expect, it } from 'vitest';
import { QUESTIONS, SEX } from '../../../src/core/audit';
import { bingeLevel, formatUnits, GUIDELINES, isBingeSession } from '../../../src/core/units';
import { AUDIT_QUESTIONS_COPY } from '../../../src/drinking-check/copy/audit-questions-copy';
import { CHECK_STEPS_COPY } from '../../../src/drinking-check/copy/check-steps-copy';
import { DRINK_PICKER_COPY } from '../../../src/drinking-check/copy/drink-picker-copy';
import { DRINKING_CHECK_COPY } from '../../../src/drinking-check/copy/drinking-check-copy';
import { RESULTS_ADVICE_COPY } from '../../../src/drinking-check/copy/results-advice-copy';
import { RESULTS_COPY } from '../../../src/drinking-check/copy/results-copy';
import { RESULTS_IN_PLACE_COPY } from '../../../src/drinking-check/copy/results-in-place-copy';
import { COMMON_COPY } from '../../../src/ui/copy/common-copy';
import { UCC_LOAD_COPY, UNIT_CALCULATOR_COPY } from '../../../src/unit-calculator/copy/unit-calculator-copy';
import { UCC_DRINKS_COPY } from '../../../src/unit-calculator/copy/unit-calculator-drinks-copy';
import { UCC_EXTRAS_COPY } from '../../../src/unit-calculator/copy/unit-calculator-extras-copy';
import { UCC_LIST_COPY } from '../../../src/unit-calculator/copy/unit-calculator-list-copy';
import { UCC_RESULTS_COPY } from '../../../src/unit-calculator/copy/unit-calculator-results-copy';

// Issue 27, item 12: the two tools drew the binge line in two places. One line now, AUDIT
// question three's: 6 or more units for women, 8 or more for men
// (docs/decisions/0213-one-binge-line-in-both-tools.md).
const { female: WOMEN, male: MEN } = GUIDELINES.bingeUnits;

describe('the binge line is the one AUDIT question three asks about', () => {
  it('is 6 units for women and 8 for men', () => {
    expect(GUIDELINES.bingeUnits).toEqual({ female: 6, male: 8 });
  });

  // Each day is measured as it is shown, to one decimal place.
  it.each<[number, string, ReturnType<typeof bingeLevel>]>([
    [0, '0.0', 'none'],
    [0.04, '0.0', 'within'],
    [5.9, '5.9', 'within'],
    [5.94, '5.9', 'within'],
    [5.95, '6.0', 'women'],
    [6, '6.0', 'women'],
    [2.1 + 3.9, '6.0', 'women'], // float noise
    [3 * 2.0, '6.0', 'women'],
    [6.816, '6.8', 'women'], // 3 pints of 4% beer
    [7.94, '7.9', 'women'],
    [7.95, '8.0', 'both'],
    [8, '8.0', 'both'],
    [9.088, '9.1', 'both'], // 4 pints
  ])('%f units, shown as %s: %s', (units, shown, level) => {
    expect(formatUnits(units)).toBe(shown);
    expect(bingeLevel(units)).toBe(level);
  });

  it.each<[number, 0 | 1 | undefined, boolean]>([
    [WOMEN, SEX.Female, true],
    [WOMEN - 0.1, SEX.Female, false],
    [WOMEN, undefined, true], // sex unknown: the women's line
    [WOMEN, SEX.Male, false],
    [MEN - 0.1, SEX.Male, false],
    [MEN, SEX.Male, true],
    [NaN, SEX.Female, false],
    [-8, SEX.Male, false],
  ])('isBingeSession(%f, sex %s) = %s', (units, sex, expected) => {
    expect(isBingeSession(units, sex)).toBe(expected);
  });

  it('question three asks about the same line, for each sex and for both', () => {
    const three = QUESTIONS[2]!;
    expect(three.title.myself).toContain(`${WOMEN} or more units if female, or ${MEN} or more if male`);
    expect(three.titleBySex?.[SEX.Female]?.myself).toContain(`${WOMEN} or more units`);
    expect(three.titleBySex?.[SEX.Male]?.myself).toContain(`${MEN} or more units`);
    // Exactly the line: a session at it is a binge in the calculator too.
    expect(isBingeSession(WOMEN, SEX.Female) && isBingeSession(MEN, SEX.Male)).toBe(true);
  });
});

const CHECK: Record<string, string> = {
  ...AUDIT_QUESTIONS_COPY,
  ...CHECK_STEPS_COPY,
  ...DRINK_PICKER_COPY,
  ...DRINKING_CHECK_COPY,
  ...RESULTS_ADVICE_COPY,
  ...RESULTS_COPY,
  ...RESULTS_IN_PLACE_COPY,
};
const CALCULATOR: Record<string, string> = {
  ...UNIT_CALCULATOR_COPY,
  ...UCC_LOAD_COPY,
  ...UCC_DRINKS_COPY,
  ...UCC_EXTRAS_COPY,
  ...UCC_LIST_COPY,
  ...UCC_RESULTS_COPY,
};
const ALL: Record<string, string> = { ...COMMON_COPY, ...CHECK, ...CALCULATOR };

describe('every text of both tools states that line', () => {
  // The texts that explain or label the line, and what each must say.
  it.each<[string, string[]]>([
    ['dc.q.3.title', [`${WOMEN} or more units if female`, `${MEN} or more if male`]],
    ['dc.q.3.title.female', [`${WOMEN} or more units`]],
    ['dc.q.3.title.male', [`${MEN} or more units`]],
    ['dc.results.drinking.female', [`${WOMEN} or more units in one session`]],
    ['dc.results.drinking.male', [`${MEN} or more units in one session`]],
    ['dc.results.drinking.anySex', [`${MEN} or more units in one session for men`, `${WOMEN} or more for women`]],
    ['ucc.results.bingeRule', [`${WOMEN} or more units in one session for women`, `${MEN} or more for men`]],
    ['ucc.guideline.three', [`${WOMEN} or more units in one session for women`, `${MEN} or more for men`]],
    ['ucc.results.bingeBoth', [`${MEN} or more units`]],
    ['ucc.results.bingeWomen', [`${WOMEN} or more units`]],
    ['ucc.results.bingeWithin', [`${WOMEN} or more units in one session for women`, `${MEN} or more for men`]],
    ['ucc.binge.both', [`${MEN} or more units`]],
    ['ucc.binge.women', [`${WOMEN} or more units`]],
    ['ucc.binge.within', [`less than ${WOMEN} units`]],
    ['ucc.chart.markBoth', [`${MEN} or more`]],
    ['ucc.chart.markWomen', [`${WOMEN} or more`]],
  ])('%s says %j', (key, phrases) => {
    expect(ALL[key], key).toBeDefined();
    for (const phrase of phrases) expect(ALL[key]).toContain(phrase);
  });

  // The other line, 'more than 6', in any of its wordings: a day of exactly 6 would be on both sides.
  const OTHER_LINE = new RegExp(`\\b(more than|over|above|up to|no more than|at most)\\s+(the\\s+)?(${WOMEN}|${MEN})\\b`, 'i');
  it.each(Object.entries(ALL).filter(([, text]) => /binge|one session|single occasion/i.test(text)))(
    '%s never words the line as "more than"',
    (_key, text) => {
      expect(text).not.toMatch(OTHER_LINE);
    },
  );
});
