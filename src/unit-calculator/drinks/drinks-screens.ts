// The drinks screens, loaded on demand (route-table.tsx) with their copy and styles, so that
// none of it is part of the first load.
import { screenStyles } from '../screen-styles';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_DRINKS_COPY } from '../../platform/text/unit-calculator-drinks-copy';
import { UCC_EDITOR_COPY } from '../../platform/text/unit-calculator-editor-copy';
import daysCss from '../days/days.css';
import { loadAhead, RESULTS_SCREENS } from '../screen-loaders';
import drinksCss from './drinks.css';

registerCopy(UCC_EDITOR_COPY);
registerCopy(UCC_DRINKS_COPY);
loadAhead(RESULTS_SCREENS);

export const Styles = screenStyles(drinksCss, daysCss);
export { DaysOfWeekPage } from '../days/DaysOfWeekPage';
export { SingleDrinksPage } from './SingleDrinksPage';
export { WeeklyDrinksPage } from './WeeklyDrinksPage';
