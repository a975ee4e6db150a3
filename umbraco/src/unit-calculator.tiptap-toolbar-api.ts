/** The Unit and Calorie Calculator's toolbar button (toolbar-api.ts). */
import { toolbarApi } from './toolbar-api';

export default toolbarApi('unit-calculator');
