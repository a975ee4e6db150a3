import { useLocation } from 'wouter';
import { useText } from '../../ui/use-text';
import { DC_ROUTES, questionPath } from '../routes';
import { checkSteps } from '../steps-loader';
import { Loader } from './Loader';

/** /loading-basic-personal-info: waits for the steps' code, then the age step, replacing itself in history. */
export function LoadingBasicInfoPage() {
  const t = useText();
  const [, navigate] = useLocation();
  return (
    <Loader label={t('dc.loader.questions')} work={checkSteps.load} onDone={() => navigate(DC_ROUTES.age, { replace: true })} />
  );
}

/** /drinking-check/loading-drink-check: waits for the steps' code, then question one. */
export function LoadingQuestionsPage() {
  const t = useText();
  const [, navigate] = useLocation();
  return (
    <Loader label={t('dc.loader.questions')} work={checkSteps.load} onDone={() => navigate(questionPath(1), { replace: true })} />
  );
}
