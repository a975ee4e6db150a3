/** The Drinking Check's toolbar button (toolbar-api.ts). */
import { toolbarApi } from './toolbar-api';

export default toolbarApi('drinking-check');
