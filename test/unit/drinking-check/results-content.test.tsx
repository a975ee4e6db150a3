import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RISK_BANDS, RISK_LEVELS } from '../../../src/core/audit';
import {
  adviceCards,
  RISK_MESSAGES,
  SUPPORT_CARDS,
  tipKeys,
  type MessageVariant,
} from '../../../src/drinking-check/results/results-content';
import { CASES, copy, expandAll, openResults } from './results-setup';

const LABELS = {
  low: 'Low risk',
  increasing: 'Increasing risk',
  higher: 'Higher risk',
  possibleDependence: 'Possible dependence',
};

// What a person reads first, written out here so that the copy itself is checked, not only its keys.
const FIRST_LINES: Record<MessageVariant, { myself: string; someone: string; tip?: [string, string] }> = {
  never: {
    myself: 'You told us you do not drink alcohol. Not drinking is the lowest-risk choice for your health.',
    someone: 'You told us they do not drink alcohol. Not drinking is the lowest-risk choice for their health.',
  },
  low: {
    myself: 'Your answers suggest your drinking carries a low risk of harm.',
    someone: 'Your answers suggest their drinking carries a low risk of harm.',
    tip: ['Have several drink-free days every week.', 'Several drink-free days every week help to keep the risk low.'],
  },
  lowOver: {
    myself:
      "Your score is in the low-risk range, but your answers show you may often drink more than the UK Chief Medical Officers' guideline of 14 units a week.",
    someone:
      "Their score is in the low-risk range, but your answers show they may often drink more than the UK Chief Medical Officers' guideline of 14 units a week.",
    tip: ['Count your units for a week to see how they add up.', 'Suggest counting units for a week to see how they add up.'],
  },
  increasing: {
    myself: 'Your answers suggest you are drinking at a level that increases the risk of harm to your health.',
    someone: 'Your answers suggest they are drinking at a level that increases the risk of harm to their health.',
    tip: [
      'Decide how much you will drink before you start, and stick to it.',
      'Choose a calm moment, when neither of you has been drinking, to talk about it.',
    ],
  },
  higher: {
    myself:
      'Your answers suggest you are drinking at a level that carries a high risk of harm, and it may already be affecting your health, work or relationships.',
    someone:
      'Your answers suggest they are drinking at a level that carries a high risk of harm, and it may already be affecting their health, work or relationships.',
    tip: [
      'Talk to your GP about your drinking. They can help you plan how to cut down.',
      'Encourage them to talk to their GP, who can help them plan how to cut down.',
    ],
  },
  possibleDependence: {
    myself:
      'Your answers suggest you may be dependent on alcohol. This means your body may have come to rely on it, and cutting down can be hard without help.',
    someone:
      'Your answers suggest they may be dependent on alcohol. This means their body may have come to rely on it, and cutting down can be hard without help.',
    tip: [
      'Do not stop drinking suddenly without medical advice: it can be dangerous.',
      'Stopping suddenly can be dangerous for them: they need medical advice first.',
    ],
  },
};

const SUPPORT_SERVICES = {
  myself: [
    ['NHS alcohol support', 'https://www.nhs.uk/live-well/alcohol-advice/alcohol-support/'],
    ['Alcoholics Anonymous', 'https://www.alcoholics-anonymous.org.uk/'],
    ['We Are With You', 'https://www.wearewithyou.org.uk/'],
  ],
  someone: [
    ['NHS alcohol support', 'https://www.nhs.uk/live-well/alcohol-advice/alcohol-support/'],
    ['Al-Anon', 'https://al-anonuk.org.uk/'],
    ['We Are With You', 'https://www.wearewithyou.org.uk/'],
  ],
};

const VARIANTS = Object.keys(CASES) as MessageVariant[];
const WORDINGS = [
  { hereFor: 'Myself', someone: false, heading: 'Your Drinking Check result' },
  { hereFor: 'SomeICareAbout', someone: true, heading: 'Their Drinking Check result' },
] as const;

/** Every text of the variant's message, tips and advice cards. */
function keysOf(variant: MessageVariant): string[] {
  const level = CASES[variant].result.riskLevel;
  const message = RISK_MESSAGES[variant];
  return [
    ...message.paragraphs,
    ...(message.strong ? [message.strong] : []),
    ...(message.support ? [message.support.line, ...message.support.bullets] : []),
    ...(variant === 'never' ? [] : tipKeys(variant)),
    ...adviceCards(level).flatMap((card) => [card.title, card.text, card.time]),
  ];
}

describe('full results: the content of each level in both wordings', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  for (const variant of VARIANTS) {
    for (const wording of WORDINGS) {
      it(`${variant}, ${wording.hereFor}`, async () => {
        const { result } = CASES[variant];
        await openResults(variant, { hereFor: wording.hereFor });
        expandAll();

        expect(screen.getByText(wording.someone ? FIRST_LINES[variant].someone : FIRST_LINES[variant].myself)).toBeTruthy();
        const tip = FIRST_LINES[variant].tip;
        if (tip) expect(screen.getByText(tip[wording.someone ? 1 : 0])).toBeTruthy();
        expect(screen.getAllByText(LABELS[result.riskLevel]).length).toBeGreaterThan(0);
        const max = result.scale === 'full' ? 40 : 12;
        const scorePanel = screen.getByRole('heading', { name: wording.someone ? 'Their score' : 'Your score' }).parentElement!;
        expect(within(scorePanel).getByText(`Score: ${result.score} out of ${max}`)).toBeTruthy();

        for (const key of keysOf(variant)) expect(screen.getAllByText(copy(key, wording.someone))).not.toHaveLength(0);
        // The other wording's own texts do not show.
        for (const key of keysOf(variant)) {
          const other = copy(key, !wording.someone);
          if (other !== copy(key, wording.someone)) expect(screen.queryByText(other)).toBeNull();
        }

        const tips = screen.queryByRole('heading', { name: 'Quick tips' })?.parentElement;
        if (variant === 'never') expect(tips, 'a never-drinker has no tips').toBeUndefined();
        else expect(within(tips!).getAllByRole('listitem')).toHaveLength(4);
        const advice = screen.getByRole('heading', { name: 'Advice' }).parentElement!;
        const cardLinks = within(advice).getAllByRole('link');
        expect(cardLinks).toHaveLength(3);
        for (const link of cardLinks) expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.nhs\.uk\//);

        const high = result.riskLevel === 'higher' || result.riskLevel === 'possibleDependence';
        const support = screen.queryByRole('heading', { name: 'Find support' });
        expect(Boolean(support)).toBe(high);
        if (support) {
          const links = within(support.parentElement!).getAllByRole('link');
          const services = SUPPORT_SERVICES[wording.someone ? 'someone' : 'myself'];
          expect(
            links.map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]),
          ).toEqual(services);
          for (const card of SUPPORT_CARDS) expect(screen.getByText(copy(card.text, wording.someone))).toBeTruthy();
        }
        const now = screen.queryByRole('heading', { name: 'Get support now' });
        expect(Boolean(now), 'Get support now, for the two higher levels').toBe(high);
        if (now) {
          const call = within(now.parentElement!).getByRole('link', { name: '0300 123 1110' });
          expect(call.getAttribute('href')).toBe('tel:03001231110');
          const message = document.querySelector('.dc-message')!;
          expect(message.nextElementSibling, 'right under the risk message').toBe(now.parentElement);
        }
        if (result.riskLevel === 'higher') {
          const line = wording.someone
            ? 'We strongly recommend that they talk to their GP or a local alcohol service about their drinking.'
            : 'We strongly recommend that you talk to your GP or a local alcohol service about your drinking.';
          expect(screen.getByText(line).tagName).toBe('STRONG');
        }
        if (result.riskLevel === 'possibleDependence') {
          expect(screen.getByText(/^(Please get|It is important that they get) professional support/).tagName).toBe('STRONG');
          const bullets = screen.getByText(copy('dc.results.msg.possibleDependence.bullet.1', wording.someone)).parentElement!;
          expect(within(bullets).getAllByRole('listitem')).toHaveLength(3);
        }

        expect(screen.getByText(copy(`dc.results.scale.basedOn.${result.scale}`, wording.someone))).toBeTruthy();
        expect(document.body.textContent).not.toMatch(/dc\.results\./);
      });
    }
  }

  it('shows the score bands of the scale in use on the pills', async () => {
    for (const variant of ['low', 'increasing'] as const) {
      await openResults(variant);
      const scale = CASES[variant].result.scale;
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(
        RISK_LEVELS.map((level) => {
          const marker = level === CASES[variant].result.riskLevel ? `Your score: ${CASES[variant].result.score}` : '';
          return `${LABELS[level]}${RISK_BANDS[scale][level].label}${marker}`;
        }),
      );
      cleanup();
    }
  });

  it('shows "What 14 units looks like" with the guideline and how many of each drink make 14 units', async () => {
    await openResults('increasing');
    expandAll();
    expect(screen.getByText(/advise not drinking more than 14 units a week on a regular basis/)).toBeTruthy();
    const table = screen.getByRole('table', { name: '14 units is about' });
    expect(within(table).getByRole('row', { name: 'Beer 4%, Pint 2.3 about 6' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Spirits 40%, Single (25 ml) 1 about 14' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Wine 13%, Standard glass (175 ml) 2.3 about 6' })).toBeTruthy();
  });
});
