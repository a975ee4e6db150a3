// What loads only with web-login: the sign-in library, with the sign-in bar and its copy, which
// travel with it (docs/decisions/0175-sign-in-bar-in-the-sign-in-file.md).
export { webSignIn } from '../../platform/auth/msal-sign-in';
export { signInBar } from './sign-in-bar-view';
export { SIGN_IN_COPY } from '../copy/sign-in-copy';
