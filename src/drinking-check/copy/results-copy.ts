/**
 * Default copy of the results screens: headings, controls and the risk messages. A key with a
 * `.someone` variant has a second wording for someone the person cares about (hereFor
 * SomeICareAbout); keys without one read the same for both. Written for this product, in line
 * with the UK Chief Medical Officers' low-risk drinking guideline.
 */
export const RESULTS_COPY = {
  'dc.results.subtitle': 'Here is what your answers say about your drinking, with advice that fits your result.',
  'dc.results.subtitle.someone': 'Here is what your answers say about their drinking, with advice that fits their result.',

  'dc.results.msg.never.1': 'You told us you do not drink alcohol. Not drinking is the lowest-risk choice for your health.',
  'dc.results.msg.never.1.someone':
    'You told us they do not drink alcohol. Not drinking is the lowest-risk choice for their health.',
  'dc.results.msg.never.2': "If someone else's drinking worries you, you can do the check for them.",
  'dc.results.msg.never.2.someone': 'If their drinking changes, you can do the check again.',

  'dc.results.msg.low.1': 'Your answers suggest your drinking carries a low risk of harm.',
  'dc.results.msg.low.1.someone': 'Your answers suggest their drinking carries a low risk of harm.',
  'dc.results.msg.low.2':
    'To keep it that way, the UK Chief Medical Officers advise drinking no more than 14 units a week on a regular basis, spread over three or more days, with several drink-free days.',
  'dc.results.msg.low.3': 'No level of drinking is completely safe, so the less you drink, the lower your risk.',
  'dc.results.msg.low.3.someone': 'No level of drinking is completely safe, so the less they drink, the lower their risk.',
  'dc.results.msg.lowOver.1':
    "Your score is in the low-risk range, but your answers show you may often drink more than the UK Chief Medical Officers' guideline of 14 units a week.",
  'dc.results.msg.lowOver.1.someone':
    "Their score is in the low-risk range, but your answers show they may often drink more than the UK Chief Medical Officers' guideline of 14 units a week.",
  'dc.results.msg.lowOver.2':
    'Drinking more than 14 units a week on a regular basis raises the risk of illnesses such as some cancers, liver disease, heart disease and stroke.',
  'dc.results.msg.lowOver.3':
    'Drinking less on each day you drink, and having several drink-free days each week, will bring your risk down.',
  'dc.results.msg.lowOver.3.someone':
    'Drinking less on each day they drink, and having several drink-free days each week, would bring their risk down.',
  'dc.results.msg.increasing.1':
    'Your answers suggest you are drinking at a level that increases the risk of harm to your health.',
  'dc.results.msg.increasing.1.someone':
    'Your answers suggest they are drinking at a level that increases the risk of harm to their health.',
  'dc.results.msg.increasing.2':
    'Over time, drinking like this can lead to problems such as high blood pressure, poor sleep, low mood, liver disease and some cancers.',
  'dc.results.msg.increasing.3':
    'Cutting down now lowers these risks. The guideline is no more than 14 units a week, spread over three or more days, with several drink-free days.',
  'dc.results.msg.higher.1':
    'Your answers suggest you are drinking at a level that carries a high risk of harm, and it may already be affecting your health, work or relationships.',
  'dc.results.msg.higher.1.someone':
    'Your answers suggest they are drinking at a level that carries a high risk of harm, and it may already be affecting their health, work or relationships.',
  'dc.results.msg.higher.2': 'Cutting down will lower the risk, and you do not have to do it on your own.',
  'dc.results.msg.higher.2.someone':
    'Cutting down will lower the risk, and they do not have to do it on their own. Your support can make a real difference.',
  'dc.results.msg.higher.support':
    'We strongly recommend that you talk to your GP or a local alcohol service about your drinking.',
  'dc.results.msg.higher.support.someone':
    'We strongly recommend that they talk to their GP or a local alcohol service about their drinking.',
  'dc.results.msg.possibleDependence.1':
    'Your answers suggest you may be dependent on alcohol. This means your body may have come to rely on it, and cutting down can be hard without help.',
  'dc.results.msg.possibleDependence.1.someone':
    'Your answers suggest they may be dependent on alcohol. This means their body may have come to rely on it, and cutting down can be hard without help.',
  'dc.results.msg.possibleDependence.2': 'This is a serious risk to your health, but help is available and people do recover.',
  'dc.results.msg.possibleDependence.2.someone':
    'This is a serious risk to their health, but help is available and people do recover.',
  'dc.results.msg.possibleDependence.support':
    'Please get professional support before you cut down or stop: stopping suddenly can be dangerous when the body depends on alcohol. You can:',
  'dc.results.msg.possibleDependence.support.someone':
    'It is important that they get professional support before they cut down or stop: stopping suddenly can be dangerous when the body depends on alcohol. They can:',
  'dc.results.msg.possibleDependence.bullet.1': 'talk to your GP, who can help you cut down safely',
  'dc.results.msg.possibleDependence.bullet.1.someone': 'talk to their GP, who can help them cut down safely',
  'dc.results.msg.possibleDependence.bullet.2': 'contact a local alcohol service: many let you refer yourself',
  'dc.results.msg.possibleDependence.bullet.2.someone': 'contact a local alcohol service: many let people refer themselves',
  'dc.results.msg.possibleDependence.bullet.3': 'call Drinkline, the national alcohol helpline, on 0300 123 1110',

  'dc.results.drinking.title': 'What your answers tell us',
  'dc.results.drinking.estimate':
    'You told us you drink {frequency}, with {units} units on a typical drinking day. That is {range}.',
  'dc.results.drinking.estimate.someone':
    'You told us they drink {frequency}, with {units} units on a typical drinking day. That is {range}.',
  'dc.results.drinking.range': 'about {low} to {high} units a week',
  'dc.results.drinking.rangeUpTo': 'up to about {high} units a week',
  'dc.results.drinking.rangeAtLeast': 'at least {low} units a week',
  'dc.results.drinking.rangeOpen': '10 units or more on each drinking day',
  'dc.results.drinking.over':
    'That could be more than 14 units a week, the most the UK Chief Medical Officers advise, whatever the score.',
  'dc.results.drinking.overSurely':
    'That is more than 14 units a week, the most the UK Chief Medical Officers advise, whatever the score.',
  'dc.results.drinking.male': 'For men, 8 or more units in one session is binge drinking: about 3½ pints of 4% beer.',
  'dc.results.drinking.female': 'For women, 6 or more units in one session is binge drinking: two large glasses of 12% wine.',
  'dc.results.drinking.anySex': 'Binge drinking is 8 or more units in one session for men, 6 or more for women.',
  'dc.results.drinking.guideline':
    'The guideline, for men and women alike, is no more than 14 units a week, over three or more days.',
  'dc.results.drinking.calculator': 'Work out your units exactly in the unit calculator',
  'dc.results.drinking.calculator.someone': 'Work out their units exactly in the unit calculator',

  'dc.results.gp.title': 'Take this to your GP',
  'dc.results.gp.title.someone': 'Take this to their GP',
  'dc.results.gp.intro': 'Your answers, to print or save as a PDF and show your GP or practice nurse.',
  'dc.results.gp.intro.someone': 'Your answers about them, to print or save as a PDF for their GP or practice nurse.',
  'dc.results.gp.caption': 'Drinking Check answers (AUDIT)',
  'dc.results.gp.question': 'Question',
  'dc.results.gp.answer': 'Answer',
  'dc.results.gp.score': 'Score',
  'dc.results.gp.notAsked': 'Questions 4 to 10 not asked: questions 1 to 3 (AUDIT-C) scored 4 or less.',
  'dc.results.gp.date': 'Date: {date}',
  'dc.results.gp.print': 'Print the summary',

  'dc.results.scale.title': 'What are the other risk levels?',
  'dc.results.scale.label': 'Risk levels',
  'dc.results.scale.range': 'Score {range}',
  'dc.results.scale.marker': 'Your score: {score}',
  'dc.results.scale.marker.someone': 'Their score: {score}',
  'dc.results.scale.yours': 'Your result',
  'dc.results.scale.yours.someone': 'Their result',
  'dc.results.scale.basedOn.full':
    'This result is based on your answers to the ten questions of AUDIT, the alcohol assessment that doctors and nurses in the UK use. Scores go from 0 to 40.',
  'dc.results.scale.basedOn.full.someone':
    'This result is based on your answers about them to the ten questions of AUDIT, the alcohol assessment that doctors and nurses in the UK use. Scores go from 0 to 40.',
  'dc.results.scale.basedOn.auditC':
    'This result is based on your answers to the first three questions, known as AUDIT-C, a short alcohol assessment that doctors and nurses in the UK use. Scores go from 0 to 12.',
  'dc.results.scale.basedOn.auditC.someone':
    'This result is based on your answers about them to the first three questions, known as AUDIT-C, a short alcohol assessment that doctors and nurses in the UK use. Scores go from 0 to 12.',
  'dc.results.level.low.about':
    'Drinking at this level is less likely to harm health. No amount of alcohol is completely safe, so less is better.',
  'dc.results.level.increasing.about':
    'Drinking at this level raises the risk of harm to health over time, such as high blood pressure, liver disease and some cancers.',
  'dc.results.level.higher.about':
    'Drinking at this level carries a high risk of harm to health, and may already be causing problems.',
  'dc.results.level.possibleDependence.about':
    'Drinking at this level suggests the body may depend on alcohol. Professional support can help to cut down safely.',

  'dc.results.scoreTitle': 'Your score',
  'dc.results.scoreTitle.someone': 'Their score',
  'dc.results.scoreAbout.full':
    'Each of the ten answers scores from 0 to 4, so the total is out of 40. The higher the score, the higher the risk.',
  'dc.results.scoreAbout.auditC':
    'The first three answers showed a lower level of drinking, so the other seven questions were not needed. Those three answers score out of 12.',

  'dc.results.units.title': 'What 14 units looks like',
  'dc.results.units.intro':
    'The UK Chief Medical Officers advise not drinking more than 14 units a week on a regular basis. Spread drinking over three or more days, have several drink-free days each week, and avoid drinking a lot in one session.',
  'dc.results.units.unit': 'One unit is 10 ml, or 8 g, of pure alcohol.',
  'dc.results.units.caption': '14 units is about',
  'dc.results.units.drink': 'Drink',
  'dc.results.units.each': 'Units in one',
  'dc.results.units.count': 'How many make 14 units',
  'dc.results.units.about': 'about {count}',

  'dc.results.scales.title': 'How we can support you',
  'dc.results.scales.intro': 'Two quick questions help us improve the support we offer.',
  'dc.results.scales.ready': 'How ready are you to make a change to your drinking?',
  'dc.results.scales.ready.someone': 'How concerned are you about their drinking?',
  'dc.results.scales.readyHint': '1 is not at all ready, 5 is very ready.',
  'dc.results.scales.readyHint.someone': '1 is not at all concerned, 5 is very concerned.',
  'dc.results.scales.confidence': 'How confident are you that you could make a change?',
  'dc.results.scales.confidence.someone': 'How important is it to you that they make a change?',
  'dc.results.scales.confidenceHint': '1 is not at all confident, 5 is very confident.',
  'dc.results.scales.confidenceHint.someone': '1 is not at all important, 5 is very important.',
  'dc.results.scales.readyMissing': 'Choose how ready you are, from 1 to 5',
  'dc.results.scales.readyMissing.someone': 'Choose how concerned you are, from 1 to 5',
  'dc.results.scales.confidenceMissing': 'Choose how confident you are, from 1 to 5',
  'dc.results.scales.confidenceMissing.someone': 'Choose how important it is, from 1 to 5',
  'dc.results.scales.thanks': 'Thank you. Your answers help us improve the support we offer.',
  'dc.results.submit': 'Submit',

  'dc.results.feedback.title': 'Was this information helpful?',
  'dc.results.feedback.yes': 'Yes',
  'dc.results.feedback.no': 'No',
  'dc.results.feedback.label': 'Tell us why',
  'dc.results.feedback.hint': 'Please do not include personal details such as your name, email address or phone number.',
  'dc.results.feedback.usefulMissing': 'Choose Yes or No',
  'dc.results.feedback.reasonMissing': 'Tell us why',
  'dc.results.feedback.thanks': 'Thank you for your feedback.',

  'dc.results.redoTitle': 'Do the Drinking Check again',
  'dc.results.redoText': 'If your drinking changes, you can do the check again to see your new result.',
  'dc.results.redoText.someone': 'If their drinking changes, you can do the check again to see their new result.',
  'dc.results.abridged.redo': 'Redo assessment',
  'dc.results.abridged.full': 'View full results',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    RESULTS_COPY: typeof RESULTS_COPY;
  }
}
