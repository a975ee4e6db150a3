/**
 * Default copy of the steps of the check (about you, the start of the questions and the ten questions), loaded with their code
 * (steps/check-steps.ts), not with the first screen. `.myself` / `.someone` as in
 * drinking-check-copy.ts.
 */
export const CHECK_STEPS_COPY = {
  'dc.welcome.title': 'Are you drinking too much?',
  // Up to ten: the check can end after three (docs/decisions/0004-early-exit-on-the-audit-c-short-scale.md).
  'dc.welcome.text': 'Answer up to ten short questions to find out your risk level and get advice that fits you.',
  'dc.welcome.text.someone': 'Answer up to ten short questions about them to find out their risk level and get advice that fits.',
  'dc.welcome.start': 'Start the check',
  'dc.welcome.waitingLogin': 'Checking whether you are signed in...',
  'dc.welcome.waitingAutoLogin': 'Signing you in through the app... You can start now.',
  'dc.welcome.waitingParent': 'Checking whether you are signed in... You can start now.',
  'dc.welcome.notSignedIn': 'You are not signed in. You can still do the check.',

  'dc.step.progress': 'Step {step} of {total}',
  'dc.question.progress': 'Question {step} of {total}',
  'dc.step.back': 'Back',
  'dc.step.close': 'Close and return to the overview',
  'dc.step.closeShort': 'Close',

  'dc.choice.hint': 'Choose an answer to go on.',
  'dc.choice.keysHint': 'Arrow keys move between answers; Space or Enter chooses one.',
  'dc.choice.missing': 'Choose an answer to "{question}"',
  'dc.choice.next': 'Next',

  'dc.age.title.myself': 'How old are you?',
  'dc.age.title.someone': 'How old are they?',
  'dc.age.hint': 'Enter the age in years, for example 32.',
  'dc.age.confirm': 'Confirm',
  'dc.age.missing.myself': 'Enter your age',
  'dc.age.missing.someone': 'Enter their age',
  'dc.age.notNumber': 'Enter the age as a number, like 32',
  'dc.age.outOfRange': 'Enter an age from 1 to 150',
  'dc.age.why': 'Why we ask',
  'dc.age.whyTitle': 'Why we ask for age',
  'dc.age.whyText':
    'Alcohol affects people differently at different ages. Age helps us give advice that fits, and, without anything that identifies anyone, helps us understand drinking in the UK.',
  'dc.age.under18Title': 'Important',
  'dc.age.under18Text.myself':
    'The Drinking Check is for adults aged 18 and over, so we cannot go on with it. If you are worried about alcohol, these services are free and confidential:',
  'dc.age.under18Text.someone':
    'The Drinking Check is for adults aged 18 and over, so we cannot go on with it. If you are worried about a young person and alcohol, these services are free and confidential:',
  'dc.age.childline': 'Childline: talk to someone about anything, 0800 1111',
  'dc.age.frank': 'FRANK: honest information about alcohol and drugs',

  'dc.sex.title.myself': 'What sex were you registered at birth?',
  'dc.sex.title.someone': 'What sex were they registered at birth?',
  'dc.sex.male': 'Male',
  'dc.sex.female': 'Female',

  'dc.identity.title.myself': 'Is the gender you identify with the same as your sex registered at birth?',
  'dc.identity.title.someone': 'Is the gender they identify with the same as their sex registered at birth?',

  'dc.answer.yes': 'Yes',
  'dc.answer.no': 'No',
  'dc.answer.notSure': 'Not sure',
  'dc.answer.preferNotToSay': 'Prefer not to say',

  'dc.gender.title.myself': 'Which of these best describes your gender identity?',
  'dc.gender.title.someone': 'Which of these best describes their gender identity?',
  'dc.gender.man': 'Man',
  'dc.gender.woman': 'Woman',
  'dc.gender.transman': 'Trans man',
  'dc.gender.transwoman': 'Trans woman',
  'dc.gender.genderfluid': 'Gender fluid',
  'dc.gender.nonBinary': 'Non-binary',
  'dc.gender.other': 'Other',

  'dc.assessment.title.myself': 'Have you had an alcohol assessment before?',
  'dc.assessment.title.someone': 'Have they had an alcohol assessment before?',

  'dc.never.title': 'You told us you never drink alcohol',
  'dc.never.title.someone': 'You told us they never drink alcohol',
  'dc.never.text.myself':
    'The rest of the questions are about drinking. You can skip to your results now, or go back to the questions.',
  'dc.never.text.someone':
    'The rest of the questions are about drinking. You can skip to the results now, or go back to the questions.',
  'dc.never.skip': 'Skip to results',
  'dc.never.return': 'Back to the questions',

  'dc.unitsGuide.caption': 'Units in common drinks',
  'dc.unitsGuide.drink': 'Drink',
  'dc.unitsGuide.units': 'Units',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    CHECK_STEPS_COPY: typeof CHECK_STEPS_COPY;
  }
}
