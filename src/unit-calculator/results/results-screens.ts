// The results screens, loaded on demand (route-table.tsx) with their copy and styles.
import { screenStyles } from '../screen-styles';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_EDITOR_COPY } from '../../platform/text/unit-calculator-editor-copy';
import { UCC_RESULTS_COPY } from '../../platform/text/unit-calculator-results-copy';
import drinksCss from '../drinks/drinks.css';
import resultsCss from './results.css';

registerCopy(UCC_EDITOR_COPY);
registerCopy(UCC_RESULTS_COPY);

export const Styles = screenStyles(drinksCss, resultsCss);
export { SingleResultsPage } from './SingleResultsPage';
export { WeeklyResultsPage } from './WeeklyResultsPage';
