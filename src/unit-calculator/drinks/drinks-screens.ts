// The drinks screens, loaded on demand (route-table.tsx) with their copy and styles, so that
// none of it is part of the first load.
import { screenStyles } from '../screen-styles';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_DRINKS_COPY } from '../../platform/text/unit-calculator-drinks-copy';
import { UCC_LIST_COPY } from '../../platform/text/unit-calculator-list-copy';
import { UCC_EXTRAS_COPY } from '../../platform/text/unit-calculator-extras-copy';
import { WITH_EXTRAS } from '../one-file';
import amountCss from '../components/amount.css';
import listCss from '../components/drink-list.css';
import { loadAhead, RESULTS_SCREENS } from '../screen-loaders';
import screensCss from '../screens.css';

registerCopy(UCC_LIST_COPY);
registerCopy(UCC_DRINKS_COPY);
if (WITH_EXTRAS) registerCopy(UCC_EXTRAS_COPY);
loadAhead(RESULTS_SCREENS);

export const Styles = screenStyles(listCss, amountCss, screensCss);
export { DaysOfWeekPage } from '../days/DaysOfWeekPage';
export { SingleDrinksPage } from './SingleDrinksPage';
export { WeeklyDrinksPage } from './WeeklyDrinksPage';
