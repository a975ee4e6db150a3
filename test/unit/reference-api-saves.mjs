// The saves of the reference API's table-driven tests (reference-api-suite.mjs, issue 28): records
// the widget can never make, each with the problems the API must name (member, message), and saves
// made by the widget's own code (buildScorePayload), which the API must store
// (docs/decisions/0240-the-api-checks-saves-by-the-widgets-rules.md).
import { buildScorePayload } from '../../src/core/audit/score-payload.ts';

/** A save as the widget makes it: six answers of 2 (12, increasing on the ten-question scale). */
export const assessment = {
  totalScore: 12,
  triage: 6,
  frequencyScore: 2,
  bingeFrequencyScore: 2,
  unitNumberScore: 2,
  unableToStopScore: 2,
  expectationScore: 2,
  morningScore: 2,
  riskLevel: 'Increasing',
  age: 34,
  sex: 1,
  brand: 'demo',
  campaign: 'spring',
  emailMyResults: false,
};

const required = (member) => [member, /is required/];
const REQUIRED = ['frequencyScore', 'unitNumberScore', 'bingeFrequencyScore', 'triage', 'totalScore', 'riskLevel', 'age', 'sex'];
const ageRange = ['age', /whole number from 1 to 150/];
const under18 = ['age', /18 or more/];
const without = (field) => Object.fromEntries(Object.entries(assessment).filter(([key]) => key !== field));

/** [what, body, [[member, message pattern], ...] in the order the API names them]. */
export const SAVES_REFUSED = [
  ['an empty object', {}, REQUIRED.map(required)],
  ['null', null, [['body', /JSON object/]]],
  ['a list', [assessment], [['body', /JSON object/]]],
  ['age 0', { ...assessment, age: 0 }, [ageRange]],
  ['age 11', { ...assessment, age: 11 }, [under18]],
  ['age 17', { ...assessment, age: 17 }, [under18]],
  ['age 200', { ...assessment, age: 200 }, [ageRange]],
  ['age 34.5', { ...assessment, age: 34.5 }, [ageRange]],
  ['age as text', { ...assessment, age: '34' }, [ageRange]],
  ['no age', without('age'), [required('age')]],
  ['sex 7', { ...assessment, sex: 7 }, [['sex', /one of 0 \(Male\), 1 \(Female\)/]]],
  ['no sex', without('sex'), [required('sex')]],
  ['genderIdentity 250', { ...assessment, genderIdentity: 250 }, [['genderIdentity', /one of 0 \(Man\).*7 \(PreferNotToSay\)/]]],
  ['genderMatchesBirth 3', { ...assessment, genderMatchesBirth: 3 }, [['genderMatchesBirth', /one of 0 \(Yes\)/]]],
  ['previousAlcoholAssessment 4', { ...assessment, previousAlcoholAssessment: 4 }, [['previousAlcoholAssessment', /one of/]]],
  [
    'score 0 with PossibleDependence',
    {
      frequencyScore: 0,
      unitNumberScore: 0,
      bingeFrequencyScore: 0,
      triage: 0,
      totalScore: 0,
      riskLevel: 'PossibleDependence',
      age: 40,
      sex: 0,
    },
    [['riskLevel', /must be Low for a total of 0 \(0-4 on the three-question scale\)/]],
  ],
  [
    '12 with Higher',
    { ...assessment, riskLevel: 'Higher' },
    [['riskLevel', /must be Increasing for a total of 12 \(8-15 on the ten-question/]],
  ],
  [
    'a total that is not the answers’ sum',
    { ...assessment, totalScore: 30, riskLevel: 'PossibleDependence' },
    [
      ['totalScore', /must be 12, the sum of the answers/],
      ['riskLevel', /must be Increasing/],
    ],
  ],
  ['a triage that is not the first three answers’ sum', { ...assessment, triage: 5 }, [['triage', /must be 6/]]],
  ['a total over 40', { ...assessment, totalScore: 41 }, [['totalScore', /whole number from 0 to 40/]]],
  ['a triage over 12', { ...assessment, triage: 13 }, [['triage', /whole number from 0 to 12/]]],
  [
    'an answer no question offers (injury 1)',
    { ...assessment, injuryScore: 1, totalScore: 13 },
    [['injuryScore', /one of 0, 2, 4/]],
  ],
  ['an answer over 4', { ...assessment, guiltScore: 5, totalScore: 17 }, [['guiltScore', /one of 0, 1, 2, 3, 4/]]],
  ['a score under 0', { ...assessment, guiltScore: -1 }, [['guiltScore', /one of/]]],
  ['question one unanswered', without('frequencyScore'), [required('frequencyScore')]],
  ['no risk level', without('riskLevel'), [required('riskLevel')]],
  [
    'fields named like built-ins',
    // JSON.parse makes "__proto__" a field of its own, as the API's parse of the body does.
    { ...assessment, constructor: 1, toString: 'x', ...JSON.parse('{"__proto__": {"age": 11}}') },
    [
      ['constructor', /not a field/],
      ['toString', /not a field/],
      ['__proto__', /not a field/],
    ],
  ],
  [
    'an unknown risk level',
    { ...assessment, riskLevel: 'Catastrophic' },
    [['riskLevel', /one of Low, Increasing, Higher, PossibleDependence/]],
  ],
  [
    'an under-18 with a wrong level and sex',
    { ...assessment, age: 11, sex: 7, riskLevel: 'Low' },
    [under18, ['sex', /one of/], ['riskLevel', /must be Increasing/]],
  ],
];

const answers = (drinkFrequency, unitsPerTypicalDay, bingeFrequency, ...later) => {
  const fields = [
    'unableToStop',
    'unableToMeetExpectation',
    'morningDrink',
    'feltGuilty',
    'memoryLoss',
    'injury',
    'relativeConcerned',
  ];
  return {
    drinkFrequency,
    unitsPerTypicalDay,
    bingeFrequency,
    ...Object.fromEntries(later.map((score, i) => [fields[i], score])),
  };
};
const adult = { hereFor: 'Myself', age: 34, sex: 1 };

/** [what, body]: saves from the widget's own code, with the person's details as the about-you steps set them. */
export const SAVES_STORED = [
  [
    'a never-drinker of 18 (0, low on the three-question scale)',
    buildScorePayload(answers(0, 0, 0), { ...adult, age: 18, sex: 0 }),
  ],
  [
    'an early exit at 4 at 150, every detail given',
    buildScorePayload(
      answers(1, 1, 2),
      {
        hereFor: 'SomeICareAbout',
        age: 150,
        sex: 1,
        genderMatchesBirth: 1,
        genderIdentity: 5,
        previousAlcoholAssessment: 3,
        fullName: 'Zoë Café',
        email: 'zoe@example.org',
      },
      { brand: 'partner', campaign: 'spring', emailMyResults: true, emailSubscriptionOptIn: false },
    ),
  ],
  ['7, low on the ten-question scale', buildScorePayload(answers(2, 2, 1, 2, 0, 0, 0, 0, 0, 0), adult)],
  ['8, increasing', buildScorePayload(answers(2, 2, 1, 1, 0, 0, 0, 0, 2, 0), adult)],
  [
    '19, higher',
    buildScorePayload(answers(4, 4, 4, 1, 1, 1, 0, 0, 2, 2), { ...adult, genderMatchesBirth: 0, previousAlcoholAssessment: 0 }),
  ],
  ['40, possible dependence', buildScorePayload(answers(4, 4, 4, 4, 4, 4, 4, 4, 4, 4), { ...adult, genderMatchesBirth: 2 })],
  ['the suite’s own assessment', assessment],
];
