// The steps of the check (about you, the start of the questions and the ten questions), loaded on demand with their copy
// (steps-loader.ts), so that none of it is part of the ES build's first load: the overview or the
// start shows first, and the first loader waits for this code if it is still arriving.
import { AUDIT_QUESTIONS_COPY } from './copy/audit-questions-copy';
import { registerCopy } from '../platform/text/built-in-copy';
import { CHECK_STEPS_COPY } from './copy/check-steps-copy';

registerCopy(CHECK_STEPS_COPY);
registerCopy(AUDIT_QUESTIONS_COPY);

export { StepsStyles } from './StepsStyles';
export { AboutYouChoicePage } from './about-you/AboutYouChoicePage';
export { AgePage } from './about-you/AgePage';
export { LoadingBasicInfoPage, LoadingQuestionsPage } from './components/LoaderPages';
export { LoadingResultsPage } from './components/LoadingResultsPage';
export { QuestionPage } from './questions/QuestionPage';
export { WelcomePage } from './welcome/WelcomePage';
