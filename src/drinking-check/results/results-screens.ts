// The results screens, loaded on demand (ResultsArriving.tsx) with their copy and styles, so that
// none of it is part of the ES build's first load.
import { AUDIT_QUESTIONS_COPY } from '../copy/audit-questions-copy';
import { registerCopy } from '../../platform/text/built-in-copy';
import { RESULTS_ADVICE_COPY } from '../copy/results-advice-copy';
import { RESULTS_COPY } from '../copy/results-copy';
import { RESULTS_EMAIL_COPY } from '../copy/results-email-copy';
import { RESULTS_IN_PLACE_COPY } from '../copy/results-in-place-copy';

registerCopy(RESULTS_COPY);
registerCopy(RESULTS_ADVICE_COPY);
registerCopy(RESULTS_EMAIL_COPY);
registerCopy(RESULTS_IN_PLACE_COPY);
// The questions and answers as asked, for the GP summary and 'What your answers tell us'.
registerCopy(AUDIT_QUESTIONS_COPY);

export { AbridgedResultsRoute, FullResultsRoute } from './ResultsRoutes';
