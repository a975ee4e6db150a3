// Every route of both widgets and how the accessibility sweep (sweep-a11y.test.js) reaches it.
// test/unit/route-sweep.test.ts fails when a path of a router (or an example of a parameterised
// path) is missing here, so a new screen is one new line in this file.
//
// reach:
//   'journey' - the sweep's journey (sweep-journeys.js) passes through it, as a person does.
//               `loader: true`: a timed loader; the sweep holds it until it is checked.
//   'link'    - opened from a link or bookmark (the URL hash set to it) after the journey, so the
//               person has results. The sweep fails if the widget shows another route instead,
//               so a route that needs more state than that must be reached by the journey.

/** The Drinking Check (prefix `dc`), checked in both wordings: Myself and SomeICareAbout. */
export const DC_SWEEP_ROUTES = [
  { path: '/overview', reach: 'journey' },
  { path: '/overview/drinking-check', reach: 'journey' },
  { path: '/overview/results', reach: 'journey' },
  { path: '/overview/results-lower-risk-audit-c', reach: 'link' },
  { path: '/overview/results-lower-risk', reach: 'link' },
  { path: '/overview/results-increasing-risk', reach: 'link' },
  { path: '/overview/results-high-risk', reach: 'link' },
  { path: '/overview/results-possible-dependence', reach: 'link' },
  { path: '/overview/results-abridged', reach: 'link' },
  { path: '/overview/results-abridged-lower-risk-audit-c', reach: 'link' },
  { path: '/overview/results-abridged-lower-risk', reach: 'link' },
  { path: '/overview/results-abridged-increasing-risk', reach: 'link' },
  { path: '/overview/results-abridged-high-risk', reach: 'link' },
  { path: '/overview/results-abridged-possible-dependence', reach: 'link' },
  { path: '/loading-basic-personal-info', reach: 'journey', loader: true },
  { path: '/respondent-age', reach: 'journey' },
  { path: '/sex-at-birth', reach: 'journey' },
  { path: '/identity-matches-birth', reach: 'journey' },
  { path: '/gender-identity', reach: 'journey' },
  { path: '/alcohol-assessment', reach: 'journey' },
  { path: '/drinking-check/loading-drink-check', reach: 'journey', loader: true },
  { path: '/drinking-check', reach: 'link' },
  { path: '/drinking-check/start-self-assessment', reach: 'link' },
  { path: '/drinking-check/question-one', reach: 'journey' },
  { path: '/drinking-check/question-two', reach: 'journey' },
  { path: '/drinking-check/question-three', reach: 'journey' },
  { path: '/drinking-check/question-four', reach: 'journey' },
  { path: '/drinking-check/question-five', reach: 'journey' },
  { path: '/drinking-check/question-six', reach: 'journey' },
  { path: '/drinking-check/question-seven', reach: 'journey' },
  { path: '/drinking-check/question-eight', reach: 'journey' },
  { path: '/drinking-check/question-nine', reach: 'journey' },
  { path: '/drinking-check/question-ten', reach: 'journey' },
  { path: '/loading-results', reach: 'journey', loader: true },
];

/** The calculator (prefix `ucc`): it has one wording. */
export const UCC_SWEEP_ROUTES = [
  { path: '/unit-and-calorie-calculator', reach: 'journey' },
  { path: '/unit-and-calorie-calculator/welcome', reach: 'link' },
  { path: '/unit-and-calorie-calculator/single-drinks', reach: 'journey' },
  { path: '/unit-and-calorie-calculator/results-single', reach: 'journey' },
  { path: '/unit-and-calorie-calculator/days-of-week', reach: 'journey' },
  { path: '/unit-and-calorie-calculator/weekly-drinks', reach: 'journey' },
  { path: '/unit-and-calorie-calculator/results-weekly', reach: 'journey' },
];

export const SWEEP_WIDTHS = [320, 1280];
export const DC_WORDINGS = ['Myself', 'SomeICareAbout'];
