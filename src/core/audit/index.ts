export { ANSWER_FIELDS, AUDIT_C_FIELDS, isAnswerField, type AnswerField, type Answers } from './answer-fields';
export {
  FREQUENCY_OPTIONS,
  UNITS_OPTIONS,
  HOW_OFTEN_OPTIONS,
  YES_NO_LAST_YEAR_OPTIONS,
  ANSWER_OPTION_SETS,
  type AnswerOption,
  type AnswerOptionSet,
} from './answer-options';
export { QUESTIONS, questionFor, questionBySlug, questionTitle, type AuditQuestion } from './questions';
export { QUESTION_STEPS, questionStep, questionNumberOf, type QuestionSlug } from './question-steps';
export { weeklyUnitsEstimate, GUIDELINE_WEEKLY_UNITS, type WeeklyUnits } from './weekly-units';
export { isValidScore, scoreOf, isAnswered, totalScore, auditCScore } from './scoring';
export {
  RISK_LEVELS,
  RISK_LEVEL_NAMES,
  isRiskLevel,
  riskLevelIndex,
  riskLevelAt,
  type RiskLevel,
  type RiskLevelName,
} from './risk-levels';
export { RISK_BANDS, SCALE_MAX, riskLevelForScore, type RiskBand, type RiskScale } from './risk-bands';
export { EARLY_EXIT_MAX, applyEarlyExit, neverDrinkerAnswers, scaleFor, type EarlyExit } from './early-exit';
export { isOverGuidelines, isBingeDrinker, isNeverDrinker } from './drinking-flags';
export {
  RESULTS_PATH,
  ABRIDGED_RESULTS_PATH,
  FULL_RESULT_ALIASES,
  ABRIDGED_RESULT_ALIASES,
  resultPath,
  type FullResultAlias,
  type AbridgedResultAlias,
} from './result-paths';
export {
  HERE_FOR,
  SEX,
  GENDER_MATCHES_BIRTH,
  GENDER_IDENTITY,
  PREVIOUS_ASSESSMENT,
  parseHereFor,
  parseGenderMatchesBirth,
  parseGenderIdentity,
  parsePreviousAssessment,
  type Profile,
  type HereFor,
  type Sex,
  type GenderMatchesBirth,
  type GenderIdentity,
  type PreviousAssessment,
} from './profile';
export { canSave, saveBlockers, type SaveBlocker } from './can-save';
export { buildScorePayload, type ScorePayload, type ScorePayloadOptions } from './score-payload';
export { isScorePayload, scorePayloadProblems } from './score-payload-check';
