import { useLocation } from 'wouter';
import { useText } from '../../ui/use-text';
import { DC_ROUTES, questionPath } from '../routes';
import { Loader } from './Loader';

// These come with the steps' code (check-steps.ts): once they show, the code they waited for is
// here, and the route table's status stood in for them while it arrived.

/** /loading-basic-personal-info: then the age step, replacing itself in history. */
export function LoadingBasicInfoPage() {
  const t = useText();
  const [, navigate] = useLocation();
  return <Loader label={t('dc.loader.questions')} onDone={() => navigate(DC_ROUTES.age, { replace: true })} />;
}

/** /drinking-check/loading-drink-check: then question one. */
export function LoadingQuestionsPage() {
  const t = useText();
  const [, navigate] = useLocation();
  return <Loader label={t('dc.loader.questions')} onDone={() => navigate(questionPath(1), { replace: true })} />;
}
