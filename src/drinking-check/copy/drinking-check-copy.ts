/**
 * Default copy of the Drinking Check. Keys ending in `.myself` / `.someone` are the two
 * wordings of one text (hereFor Myself / SomeICareAbout).
 */
export const DRINKING_CHECK_COPY = {
  'dc.banner.title': 'Drinking Check',
  'dc.tabs.label': 'Drinking Check sections',
  'dc.tabs.check': 'Drinking Check',
  'dc.tabs.results': 'Advice and results',
  'dc.tabs.resultsLater': 'Opens when you have finished the check',
  'dc.overview.title': 'How does your drinking affect you?',
  'dc.overview.description':
    'Answer a few questions about how much and how often you drink. You will get your risk level, what it means for your health, and advice and support that fit your answers.',
  'dc.overview.begin': 'Begin the Drinking Check',
  'dc.overview.detailsSummary': 'About the Drinking Check',
  'dc.overview.duration': 'It takes about 3 minutes.',
  'dc.overview.detailsOne':
    'The questions come from AUDIT, the Alcohol Use Disorders Identification Test of the World Health Organization, which doctors and nurses in the UK use too.',
  'dc.overview.detailsTwo':
    'You do not need to give your name. Your answers are used to work out your result and, without anything that identifies you, to understand drinking in the UK.',
  'dc.hereFor.legend': 'Who are you doing the check for?',
  'dc.hereFor.myself': 'Myself',
  'dc.hereFor.someone': 'Someone I care about',

  'dc.loader.questions': 'Loading your questions...',
  'dc.loader.results': 'Working out your result...',
  'dc.loader.results.someone': 'Working out their result...',
  'dc.loader.failed': 'This part of the Drinking Check did not load. Check your connection, then try again.',
  'dc.loader.retry': 'Try again',

  'dc.results.title.myself': 'Your Drinking Check result',
  'dc.results.title.someone': 'Their Drinking Check result',
  'dc.results.score': 'Score: {score} out of {max}',
  'dc.results.level.low': 'Low risk',
  'dc.results.level.increasing': 'Increasing risk',
  'dc.results.level.higher': 'Higher risk',
  'dc.results.level.possibleDependence': 'Possible dependence',
  'dc.results.redo': 'Do the Drinking Check again',
  'dc.results.loading': 'Loading the results...',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    DRINKING_CHECK_COPY: typeof DRINKING_CHECK_COPY;
  }
}
