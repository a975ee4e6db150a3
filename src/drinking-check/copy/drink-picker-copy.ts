/**
 * The drinks calculator under the Drinking Check's question two: registered with its code, when
 * that question first shows (docs/decisions/0164-drinks-calculator-under-question-two.md).
 */
export const DRINK_PICKER_COPY = {
  'dc.picker.summary': 'Not sure? Work out the units in your drinks',
  'dc.picker.summary.someone': 'Not sure? Work out the units in their drinks',
  'dc.picker.intro':
    'How many of each do you have on a typical day when you drink? The total shows beside the answer it points to.',
  'dc.picker.each': '{units} units each',
  'dc.picker.total': 'Your drinks: {units} units. That points to the answer {answer}.',
  'dc.picker.total.someone': 'Their drinks: {units} units. That points to the answer {answer}.',
  'dc.picker.none': 'Your drinks: none yet.',
  'dc.picker.none.someone': 'Their drinks: none yet.',
  'dc.picker.note': 'your drinks: {units} units',
  'dc.picker.note.someone': 'their drinks: {units} units',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    DRINK_PICKER_COPY: typeof DRINK_PICKER_COPY;
  }
}
