// The results screens, loaded on demand (route-table.tsx) with their copy and styles.
import { screenStyles } from '../screen-styles';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_LIST_COPY } from '../../platform/text/unit-calculator-list-copy';
import { UCC_EXTRAS_COPY } from '../../platform/text/unit-calculator-extras-copy';
import { UCC_RESULTS_COPY } from '../../platform/text/unit-calculator-results-copy';
import { WITH_EXTRAS } from '../one-file';
import screensCss from '../screens.css';
import resultsCss from './results.css';

registerCopy(UCC_LIST_COPY);
registerCopy(UCC_RESULTS_COPY);
if (WITH_EXTRAS) registerCopy(UCC_EXTRAS_COPY);

export const Styles = screenStyles(screensCss, resultsCss);
export { SingleResultsPage } from './SingleResultsPage';
export { WeeklyResultsPage } from './WeeklyResultsPage';
