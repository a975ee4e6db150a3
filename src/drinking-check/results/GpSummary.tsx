import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { QUESTIONS, SCALE_MAX } from '../../core/audit';
import { Button } from '../../ui/components/Button';
import { LabelledCell, StackingTable } from '../../ui/components/StackingTable';
import { useText } from '../../ui/use-text';
import { useQuestionText } from '../components/use-question-text';
import { fill } from '../../platform/text/fill';
import { profileAtom, type CheckResult } from '../state/atoms';
import { Accordion } from './Accordion';
import { LEVEL_LABEL } from './results-content';

/**
 * 'Take this to your GP': the questions as they were asked, each answer and its score, the total,
 * the level and the date, printed on their own (the page's own print shows the result instead).
 * In a widget of few words a line each question is a card, its column names beside the figures.
 */
export function GpSummary({ result }: { result: CheckResult }) {
  const t = useText();
  const wording = useQuestionText();
  const { sex } = useAtomValue(profileAtom);
  const asked = result.scale === 'full' ? QUESTIONS : QUESTIONS.slice(0, 3);
  const [answerHeading, scoreHeading] = [t('dc.results.gp.answer'), t('dc.results.gp.score')];
  const lines = [
    fill(t('dc.results.score'), { score: result.score, max: SCALE_MAX[result.scale] }),
    t(LEVEL_LABEL[result.riskLevel]),
    fill(t('dc.results.gp.date'), { date: new Date().toLocaleDateString('en-GB', { dateStyle: 'long' }) }),
  ];

  const print = (event: MouseEvent<HTMLButtonElement>) => {
    const results = event.currentTarget.closest('.dc-results');
    results?.classList.add('dc-results--print-gp');
    window.addEventListener('afterprint', () => results?.classList.remove('dc-results--print-gp'), { once: true });
    window.print();
  };

  return (
    <Accordion panel="Take this to your GP" title={t('dc.results.gp.title')} className="dc-gp">
      <p className="dc-gp__intro">{t('dc.results.gp.intro')}</p>
      <StackingTable className="dc-table">
        <caption className="dc-table__caption">{t('dc.results.gp.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dc.results.gp.question')}</th>
            <th scope="col">{answerHeading}</th>
            <th scope="col">{scoreHeading}</th>
          </tr>
        </thead>
        <tbody>
          {asked.map((question) => {
            const score = result.answers[question.field];
            return (
              <tr key={question.number}>
                <th scope="row">{`${question.number}. ${wording.title(question, sex)}`}</th>
                <LabelledCell label={answerHeading}>{score === undefined ? '' : wording.answer(question, score)}</LabelledCell>
                <LabelledCell label={scoreHeading}>{score}</LabelledCell>
              </tr>
            );
          })}
        </tbody>
      </StackingTable>
      {result.scale === 'auditC' && <p>{t('dc.results.gp.notAsked')}</p>}
      <ul className="dc-gp__totals">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={print}>
        {t('dc.results.gp.print')}
      </Button>
    </Accordion>
  );
}
