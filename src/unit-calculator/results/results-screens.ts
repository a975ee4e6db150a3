// The results screens, loaded on demand (route-table.tsx) with their copy and styles.
import { screenStyles } from '../screen-styles';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_LIST_COPY } from '../copy/unit-calculator-list-copy';
import { UCC_EXTRAS_COPY } from '../copy/unit-calculator-extras-copy';
import { UCC_RESULTS_COPY } from '../copy/unit-calculator-results-copy';
import cardsCss from '../../ui/styles/cards.css';
import screensCss from '../screens.css';
import resultsCss from './results.css';

registerCopy(UCC_LIST_COPY);
registerCopy(UCC_RESULTS_COPY);
registerCopy(UCC_EXTRAS_COPY);

export const Styles = screenStyles(screensCss, cardsCss, resultsCss);
export { SingleResultsPage } from './SingleResultsPage';
export { WeeklyResultsPage } from './WeeklyResultsPage';
