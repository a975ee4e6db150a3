/**
 * Default copy of the results' quick tips, advice cards and support cards, per risk level
 * (`lowOver`: low risk but over the guideline). `.someone` variants as in results-copy.ts.
 * Links go to pages of the NHS website and of UK support services.
 */
const NHS_ALCOHOL = 'https://www.nhs.uk/live-well/alcohol-advice/';
const UNITS_PAGE = `${NHS_ALCOHOL}calculating-alcohol-units/`;
const TIPS_PAGE = `${NHS_ALCOHOL}tips-on-cutting-down-alcohol/`;
const RISKS_PAGE = `${NHS_ALCOHOL}the-risks-of-drinking-too-much/`;
const SUPPORT_PAGE = `${NHS_ALCOHOL}alcohol-support/`;
const DRINK_LESS_PAGE = 'https://www.nhs.uk/better-health/drink-less/';
const MISUSE_PAGE = 'https://www.nhs.uk/conditions/alcohol-misuse/';

export const RESULTS_ADVICE_COPY = {
  'dc.results.tips.title': 'Quick tips',
  'dc.results.tip.low.1': 'Keep to no more than 14 units a week, spread over three or more days.',
  'dc.results.tip.low.1.someone': 'The guideline is no more than 14 units a week, spread over three or more days.',
  'dc.results.tip.low.2': 'Have several drink-free days every week.',
  'dc.results.tip.low.2.someone': 'Several drink-free days every week help to keep the risk low.',
  'dc.results.tip.low.3': 'Have a glass of water or a soft drink between alcoholic drinks.',
  'dc.results.tip.low.3.someone': 'Suggest a glass of water or a soft drink between alcoholic drinks.',
  'dc.results.tip.low.4': 'Check the strength (ABV) on the label: a stronger drink has more units.',
  'dc.results.tip.lowOver.1': 'Count your units for a week to see how they add up.',
  'dc.results.tip.lowOver.1.someone': 'Suggest counting units for a week to see how they add up.',
  'dc.results.tip.lowOver.2': 'Choose smaller measures, such as a bottle of beer instead of a pint.',
  'dc.results.tip.lowOver.2.someone': 'Smaller measures help, such as a bottle of beer instead of a pint.',
  'dc.results.tip.lowOver.3': 'Swap some drinks for lower-strength or alcohol-free ones.',
  'dc.results.tip.lowOver.4': 'Plan several drink-free days every week.',
  'dc.results.tip.lowOver.4.someone': 'Plan things to do together on drink-free days.',
  'dc.results.tip.increasing.1': 'Decide how much you will drink before you start, and stick to it.',
  'dc.results.tip.increasing.1.someone': 'Choose a calm moment, when neither of you has been drinking, to talk about it.',
  'dc.results.tip.increasing.2': 'Set a budget for drinks when you go out.',
  'dc.results.tip.increasing.2.someone': 'Say what you have noticed and how you feel, without blaming.',
  'dc.results.tip.increasing.3': 'Tell friends and family you are cutting down so they can back you up.',
  'dc.results.tip.increasing.3.someone': 'Offer to join in with drink-free days and alcohol-free plans.',
  'dc.results.tip.increasing.4': 'Fill your drink-free days with things you enjoy.',
  'dc.results.tip.increasing.4.someone': 'Notice each step they take, however small.',
  'dc.results.tip.higher.1': 'Talk to your GP about your drinking. They can help you plan how to cut down.',
  'dc.results.tip.higher.1.someone': 'Encourage them to talk to their GP, who can help them plan how to cut down.',
  'dc.results.tip.higher.2': 'Keep a drinks diary to see when and why you drink more.',
  'dc.results.tip.higher.2.someone': 'Listen without judging and let them know you are on their side.',
  'dc.results.tip.higher.3': 'Cut down step by step rather than all at once.',
  'dc.results.tip.higher.3.someone': 'Suggest plans and places that do not involve drinking.',
  'dc.results.tip.higher.4': 'Find other ways to unwind, such as a walk, a hobby or a chat with a friend.',
  'dc.results.tip.higher.4.someone': 'Look after yourself too: there is support for family and friends.',
  'dc.results.tip.possibleDependence.1': 'Do not stop drinking suddenly without medical advice: it can be dangerous.',
  'dc.results.tip.possibleDependence.1.someone': 'Stopping suddenly can be dangerous for them: they need medical advice first.',
  'dc.results.tip.possibleDependence.2': 'Speak to your GP or a local alcohol service as soon as you can.',
  'dc.results.tip.possibleDependence.2.someone': 'Encourage them to speak to their GP or a local alcohol service soon.',
  'dc.results.tip.possibleDependence.3': 'Tell someone you trust how you are feeling.',
  'dc.results.tip.possibleDependence.3.someone': 'Offer to help them make the call, or to go with them to an appointment.',
  'dc.results.tip.possibleDependence.4': 'If you need to talk to someone now, call Drinkline on 0300 123 1110.',
  'dc.results.tip.possibleDependence.4.someone': 'Get support for yourself too, for example from Drinkline on 0300 123 1110.',

  'dc.results.advice.title': 'Advice',
  'dc.results.readTime': '{minutes} min read',
  'dc.results.advice.low.1.title': 'Understanding units',
  'dc.results.advice.low.1.text': 'Learn how many units are in your usual drinks, so you can keep track.',
  'dc.results.advice.low.1.text.someone': 'Learn how many units are in common drinks, so you can make sense of the guideline.',
  'dc.results.advice.low.1.time': '3 min read',
  'dc.results.advice.low.1.link': UNITS_PAGE,
  'dc.results.advice.low.2.title': 'Why less is better',
  'dc.results.advice.low.2.text': 'How alcohol affects health in the short and the long term, even at lower levels.',
  'dc.results.advice.low.2.time': '4 min read',
  'dc.results.advice.low.2.link': RISKS_PAGE,
  'dc.results.advice.low.3.title': 'Ideas to drink less',
  'dc.results.advice.low.3.text': 'Simple swaps and free NHS tools to help you drink less.',
  'dc.results.advice.low.3.text.someone': 'Simple swaps and free NHS tools that can help anyone drink less.',
  'dc.results.advice.low.3.time': '3 min read',
  'dc.results.advice.low.3.link': DRINK_LESS_PAGE,
  'dc.results.advice.increasing.1.title': 'Tips for cutting down',
  'dc.results.advice.increasing.1.text': 'Practical ways to drink less that fit into your week.',
  'dc.results.advice.increasing.1.text.someone': 'Practical ways to drink less that you can share with them.',
  'dc.results.advice.increasing.1.time': '3 min read',
  'dc.results.advice.increasing.1.link': TIPS_PAGE,
  'dc.results.advice.increasing.2.title': 'How alcohol affects health',
  'dc.results.advice.increasing.2.text': 'The risks of regularly drinking more than 14 units a week, and how cutting down helps.',
  'dc.results.advice.increasing.2.time': '4 min read',
  'dc.results.advice.increasing.2.link': RISKS_PAGE,
  'dc.results.advice.increasing.3.title': 'Count your units',
  'dc.results.advice.increasing.3.title.someone': 'Count the units',
  'dc.results.advice.increasing.3.text': 'Work out the units in what you drink and how they add up over a week.',
  'dc.results.advice.increasing.3.text.someone': 'Work out the units in common drinks and how they add up over a week.',
  'dc.results.advice.increasing.3.time': '3 min read',
  'dc.results.advice.increasing.3.link': UNITS_PAGE,
  'dc.results.advice.higher.1.title': 'Getting support',
  'dc.results.advice.higher.1.text': 'Where to find help with drinking, from your GP to local services.',
  'dc.results.advice.higher.1.text.someone': 'Where they can find help with drinking, and support for you as well.',
  'dc.results.advice.higher.1.time': '3 min read',
  'dc.results.advice.higher.1.link': SUPPORT_PAGE,
  'dc.results.advice.higher.2.title': 'When drinking causes harm',
  'dc.results.advice.higher.2.text': 'Signs that drinking is causing harm, and the treatments that can help.',
  'dc.results.advice.higher.2.time': '5 min read',
  'dc.results.advice.higher.2.link': MISUSE_PAGE,
  'dc.results.advice.higher.3.title': 'Tips for cutting down',
  'dc.results.advice.higher.3.text': 'Step-by-step ways to drink less.',
  'dc.results.advice.higher.3.text.someone': 'Step-by-step ways to drink less that you can talk through together.',
  'dc.results.advice.higher.3.time': '3 min read',
  'dc.results.advice.higher.3.link': TIPS_PAGE,
  'dc.results.advice.possibleDependence.1.title': 'Getting support',
  'dc.results.advice.possibleDependence.1.text': 'How to get help, including local services you can contact yourself.',
  'dc.results.advice.possibleDependence.1.text.someone': 'How they can get help, and where you can find support too.',
  'dc.results.advice.possibleDependence.1.time': '3 min read',
  'dc.results.advice.possibleDependence.1.link': SUPPORT_PAGE,
  'dc.results.advice.possibleDependence.2.title': 'Alcohol dependence and treatment',
  'dc.results.advice.possibleDependence.2.text':
    'What alcohol dependence is, and how treatment helps people to cut down or stop safely.',
  'dc.results.advice.possibleDependence.2.time': '5 min read',
  'dc.results.advice.possibleDependence.2.link': MISUSE_PAGE,
  'dc.results.advice.possibleDependence.3.title': 'The risks of drinking too much',
  'dc.results.advice.possibleDependence.3.text': 'How heavy drinking affects the body and mind, and why getting help matters.',
  'dc.results.advice.possibleDependence.3.time': '4 min read',
  'dc.results.advice.possibleDependence.3.link': RISKS_PAGE,

  'dc.results.support.title': 'Find support',
  'dc.results.support.intro': 'You do not have to cut down on your own. These services can help.',
  'dc.results.support.intro.someone':
    'Supporting someone with their drinking can be hard. These services can help them, and you.',
  'dc.results.support.1.title': 'NHS alcohol support',
  'dc.results.support.1.text': 'Ways to get help with drinking, including local services you can contact yourself.',
  'dc.results.support.1.text.someone':
    'Ways to get help with drinking, including help for the family and friends of someone who drinks.',
  'dc.results.support.1.link': SUPPORT_PAGE,
  'dc.results.support.2.title': 'Alcoholics Anonymous',
  'dc.results.support.2.title.someone': 'Al-Anon',
  'dc.results.support.2.text': 'Free meetings, in person and online, with others who want to stop drinking.',
  'dc.results.support.2.text.someone': "Free support groups for anyone affected by someone else's drinking.",
  'dc.results.support.2.link': 'https://www.alcoholics-anonymous.org.uk/',
  'dc.results.support.2.link.someone': 'https://al-anonuk.org.uk/',
  'dc.results.support.3.title': 'We Are With You',
  'dc.results.support.3.text': 'Free, confidential support with alcohol, drugs and mental health, online and in person.',
  'dc.results.support.3.text.someone':
    'Free, confidential support for people who drink and for the family and friends around them.',
  'dc.results.support.3.link': 'https://www.wearewithyou.org.uk/',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    RESULTS_ADVICE_COPY: typeof RESULTS_ADVICE_COPY;
  }
}
