import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { QUESTIONS, questionTitle, SCALE_MAX } from '../../core/audit';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { fill, useForSomeone } from '../components/use-worded-text';
import { profileAtom, type CheckResult } from '../state/atoms';
import { Accordion } from './Accordion';
import { LEVEL_LABEL } from './results-content';

const PRINTING = 'dc-results--print-gp';

/**
 * 'Take this to your GP': the questions as they were asked, each answer and its score, the total,
 * the level and the date, printed on their own (the page's own print shows the result instead).
 */
export function GpSummary({ result }: { result: CheckResult }) {
  const t = useText();
  const someone = useForSomeone();
  const { sex } = useAtomValue(profileAtom);
  const body = useRef<HTMLDivElement>(null);
  const asked = QUESTIONS.filter((question) => question.number <= 3 || result.scale === 'full');
  const date = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

  const print = () => {
    const results = body.current?.closest('.dc-results');
    results?.classList.add(PRINTING);
    const done = () => results?.classList.remove(PRINTING);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
  };

  return (
    <Accordion panel="Take this to your GP" title={t('dc.results.gp.title')} className="dc-gp">
      <p className="dc-gp__intro">{t('dc.results.gp.intro')}</p>
      <div ref={body} className="dc-gp__summary">
        <h3>{t('dc.results.gp.heading')}</h3>
        <p>{t('dc.results.gp.about')}</p>
        <table className="dc-table">
          <thead>
            <tr>
              <th scope="col">{t('dc.results.gp.question')}</th>
              <th scope="col">{t('dc.results.gp.answer')}</th>
              <th scope="col">{t('dc.results.gp.score')}</th>
            </tr>
          </thead>
          <tbody>
            {asked.map((question) => {
              const score = result.answers[question.field];
              return (
                <tr key={question.field}>
                  <th scope="row">{`${question.number}. ${questionTitle(question, { someone, sex })}`}</th>
                  <td>{question.options.find((option) => option.score === score)?.label}</td>
                  <td>{score}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {result.scale === 'auditC' && <p>{t('dc.results.gp.notAsked')}</p>}
        <p>
          <strong>{fill(t('dc.results.gp.total'), { score: result.score, max: SCALE_MAX[result.scale] })}</strong>
          <br />
          <strong>{fill(t('dc.results.gp.level'), { level: t(LEVEL_LABEL[result.riskLevel]) })}</strong>
          <br />
          {fill(t('dc.results.gp.date'), { date })}
        </p>
      </div>
      <Button variant="secondary" onClick={print}>
        {t('dc.results.gp.print')}
      </Button>
    </Accordion>
  );
}
