import { ANSWER_OPTION_SETS, QUESTIONS, SEX, type AnswerOptionSet, type AuditQuestion, type Sex } from '../../core/audit';
import { SOMEONE_SUFFIX } from '../../platform/text/built-in-copy';

/**
 * The ten AUDIT questions and their answers as copy keys, so that editors can change them through
 * the dictionary like any other text (docs/decisions/0194). The built-in text is the validated
 * wording kept with the rules in src/core/audit/questions.ts and answer-options.ts:
 *   dc.q.<n>.title (.someone)             the question, in both wordings
 *   dc.q.3.title.male / .female (.someone) question three with one binge line, when the sex is known
 *   dc.answer.<list>.<score>              an answer's label (lists: frequency, units, howOften, yesNoLastYear)
 */
type QuestionNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
type SexName = 'male' | 'female';
type TitleKey = `dc.q.${QuestionNumber}.title` | `dc.q.3.title.${SexName}`;
type AnswerKey = `dc.answer.${AnswerOptionSet}.${0 | 1 | 2 | 3 | 4}`;
export type AuditCopyKey = TitleKey | `${TitleKey}${typeof SOMEONE_SUFFIX}` | AnswerKey;

const SEX_NAMES: Record<Sex, SexName> = { [SEX.Male]: 'male', [SEX.Female]: 'female' };

/** The key of a question's title as the person is asked it (the text service picks the wording). */
export function questionTitleKey(question: AuditQuestion, sex?: Sex): AuditCopyKey {
  const base = `dc.q.${question.number}.title`;
  return (sex !== undefined && question.titleBySex ? `${base}.${SEX_NAMES[sex]}` : base) as AuditCopyKey;
}

function optionSetOf(question: AuditQuestion): AnswerOptionSet {
  const found = (Object.keys(ANSWER_OPTION_SETS) as AnswerOptionSet[]).find(
    (name) => ANSWER_OPTION_SETS[name] === question.options,
  );
  if (!found) throw new Error(`Question ${question.number} has an answer list without a name`);
  return found;
}

/** The key of the label of the answer worth `score` to `question`. */
export function answerKey(question: AuditQuestion, score: number): AuditCopyKey {
  return `dc.answer.${optionSetOf(question)}.${score}` as AuditCopyKey;
}

function buildCopy(): Record<AuditCopyKey, string> {
  const copy: Record<string, string> = {};
  const addTitle = (key: string, title: { myself: string; someoneICareAbout: string }) => {
    copy[key] = title.myself;
    copy[`${key}${SOMEONE_SUFFIX}`] = title.someoneICareAbout;
  };
  for (const question of QUESTIONS) {
    addTitle(questionTitleKey(question), question.title);
    for (const sex of [SEX.Male, SEX.Female]) {
      const bySex = question.titleBySex?.[sex];
      if (bySex) addTitle(questionTitleKey(question, sex), bySex);
    }
  }
  for (const [name, options] of Object.entries(ANSWER_OPTION_SETS)) {
    for (const option of options) copy[`dc.answer.${name}.${option.score}`] = option.label;
  }
  return copy as Record<AuditCopyKey, string>;
}

export const AUDIT_QUESTIONS_COPY = buildCopy();

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    AUDIT_QUESTIONS_COPY: typeof AUDIT_QUESTIONS_COPY;
  }
}
