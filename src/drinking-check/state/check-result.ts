import { riskLevelForScore, scaleFor, totalScore, type Answers } from '../../core/audit';
import type { CheckResult } from './atoms';

/** The score, scale and risk level of a set of answers (core rules only). */
export function resultOf(answers: Answers): CheckResult | undefined {
  const score = totalScore(answers);
  const scale = scaleFor(answers);
  const riskLevel = riskLevelForScore(score, scale);
  return riskLevel === undefined ? undefined : { score, scale, riskLevel, answers };
}
