import type { AnswerField } from './answer-fields';
import { questionStep, type QuestionSlug } from './question-steps';
import { SEX, type Sex } from './profile';
import {
  FREQUENCY_OPTIONS,
  HOW_OFTEN_OPTIONS,
  UNITS_OPTIONS,
  YES_NO_LAST_YEAR_OPTIONS,
  type AnswerOption,
} from './answer-options';

export interface AuditQuestion {
  field: AnswerField;
  number: number;
  slug: QuestionSlug;
  /** Wording when answering for oneself, and for someone the user cares about. */
  title: QuestionTitle;
  /** Question three: the binge line of the person's sex alone, when it is known. */
  titleBySex?: Record<Sex, QuestionTitle>;
  options: readonly AnswerOption[];
}

interface QuestionTitle {
  myself: string;
  someoneICareAbout: string;
}

const bingeTitle = (units: number): QuestionTitle => ({
  myself: `How often do you have ${units} or more units on a single occasion?`,
  someoneICareAbout: `How often do they have ${units} or more units on a single occasion?`,
});

export const QUESTIONS: readonly AuditQuestion[] = [
  {
    ...questionStep(1),
    title: {
      myself: 'How often do you have a drink containing alcohol?',
      someoneICareAbout: 'How often do they have a drink containing alcohol?',
    },
    options: FREQUENCY_OPTIONS,
  },
  {
    ...questionStep(2),
    title: {
      myself: 'How many units of alcohol do you drink on a typical day when you are drinking?',
      someoneICareAbout: 'How many units of alcohol do they drink on a typical day when they are drinking?',
    },
    options: UNITS_OPTIONS,
  },
  {
    ...questionStep(3),
    title: {
      myself: 'How often do you have 6 or more units if female, or 8 or more if male, on a single occasion?',
      someoneICareAbout: 'How often do they have 6 or more units if female, or 8 or more if male, on a single occasion?',
    },
    titleBySex: { [SEX.Male]: bingeTitle(8), [SEX.Female]: bingeTitle(6) },
    options: HOW_OFTEN_OPTIONS,
  },
  {
    ...questionStep(4),
    title: {
      myself: 'How often during the last year have you found that you were not able to stop drinking once you had started?',
      someoneICareAbout:
        'How often during the last year have they found that they were not able to stop drinking once they had started?',
    },
    options: HOW_OFTEN_OPTIONS,
  },
  {
    ...questionStep(5),
    title: {
      myself:
        'How often during the last year have you failed to do what was normally expected from you because of your drinking?',
      someoneICareAbout:
        'How often during the last year have they failed to do what was normally expected from them because of their drinking?',
    },
    options: HOW_OFTEN_OPTIONS,
  },
  {
    ...questionStep(6),
    title: {
      myself:
        'How often during the last year have you needed an alcoholic drink in the morning to get yourself going after a heavy drinking session?',
      someoneICareAbout:
        'How often during the last year have they needed an alcoholic drink in the morning to get themselves going after a heavy drinking session?',
    },
    options: HOW_OFTEN_OPTIONS,
  },
  {
    ...questionStep(7),
    title: {
      myself: 'How often during the last year have you had a feeling of guilt or remorse after drinking?',
      someoneICareAbout: 'How often during the last year have they had a feeling of guilt or remorse after drinking?',
    },
    options: HOW_OFTEN_OPTIONS,
  },
  {
    ...questionStep(8),
    title: {
      myself:
        'How often during the last year have you been unable to remember what happened the night before because you had been drinking?',
      someoneICareAbout:
        'How often during the last year have they been unable to remember what happened the night before because they had been drinking?',
    },
    options: HOW_OFTEN_OPTIONS,
  },
  {
    ...questionStep(9),
    title: {
      myself: 'Have you or somebody else been injured as a result of your drinking?',
      someoneICareAbout: 'Have they or somebody else been injured as a result of their drinking?',
    },
    options: YES_NO_LAST_YEAR_OPTIONS,
  },
  {
    ...questionStep(10),
    title: {
      myself:
        'Has a relative or friend, doctor or other health worker been concerned about your drinking or suggested that you cut down?',
      someoneICareAbout:
        'Has a relative or friend, doctor or other health worker been concerned about their drinking or suggested that they cut down?',
    },
    options: YES_NO_LAST_YEAR_OPTIONS,
  },
];

/**
 * The question as the person is asked it: for themselves or someone they care about, and, for
 * question three, with the binge line of the sex registered at birth when it is known (the
 * validated AUDIT wording, naming both lines, otherwise).
 */
export function questionTitle(question: AuditQuestion, { someone, sex }: { someone: boolean; sex?: Sex | undefined }): string {
  const title = (sex !== undefined && question.titleBySex?.[sex]) || question.title;
  return someone ? title.someoneICareAbout : title.myself;
}

/** The question that asks for `field`, or undefined for an unknown field. */
export function questionFor(field: unknown): AuditQuestion | undefined {
  return QUESTIONS.find((question) => question.field === field);
}

/** The question with this slug ('question-one' ... 'question-ten'), or undefined. */
export function questionBySlug(slug: unknown): AuditQuestion | undefined {
  return QUESTIONS.find((question) => question.slug === slug);
}
