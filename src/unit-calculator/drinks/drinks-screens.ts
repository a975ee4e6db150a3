// The drinks screens, loaded on demand (route-table.tsx) with their copy and styles, so that
// none of it is part of the first load.
import { screenStyles } from '../screen-styles';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_DRINKS_COPY } from '../copy/unit-calculator-drinks-copy';
import { UCC_LIST_COPY } from '../copy/unit-calculator-list-copy';
import { UCC_EXTRAS_COPY } from '../copy/unit-calculator-extras-copy';
import amountCss from '../components/amount.css';
import listCss from '../components/drink-list.css';
import { loadAhead } from '../load-ahead';
import { RESULTS_SCREENS } from '../results/results-loader';
import screensCss from '../screens.css';

registerCopy(UCC_LIST_COPY);
registerCopy(UCC_DRINKS_COPY);
registerCopy(UCC_EXTRAS_COPY);
loadAhead(RESULTS_SCREENS);

export const Styles = screenStyles(listCss, amountCss, screensCss);
export { DaysOfWeekPage } from '../days/DaysOfWeekPage';
export { SingleDrinksPage } from './SingleDrinksPage';
export { WeeklyDrinksPage } from './WeeklyDrinksPage';
