/**
 * Default copy of 'Get support now' and of the embedded check's ending in place, which come with
 * the questions as well as with the results screens
 * (docs/decisions/0220-the-app-ending-shows-support-and-the-way-on.md). `.someone` as in
 * results-copy.ts.
 */
export const RESULTS_IN_PLACE_COPY = {
  'dc.results.now.title': 'Get support now',
  'dc.results.now.drinkline': 'Call Drinkline, the national alcohol helpline, in confidence:',
  'dc.results.now.drinkline.someone': 'Call Drinkline, the national alcohol helpline, for them or for you:',
  'dc.results.now.drinklineNumber': '0300 123 1110',
  'dc.results.now.gp': 'Talk to your GP. They can help you cut down safely and put you in touch with local services.',
  'dc.results.now.gp.someone': 'They can talk to their GP, who can help them cut down safely. You can talk to yours too.',

  'dc.results.inPlace.full': 'See your full results and advice',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    RESULTS_IN_PLACE_COPY: typeof RESULTS_IN_PLACE_COPY;
  }
}
