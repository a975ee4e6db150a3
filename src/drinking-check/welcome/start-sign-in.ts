import { signInStarter } from '../../platform/auth/start-sign-in';
import { loadSignInCode } from './load-sign-in-code';

/** The Drinking Check's sign-in, given to its element by its entry (widgets/drinking-check.ts). */
export const startSignIn = signInStarter(loadSignInCode);
