// The sign-in bar with its copy and styles, loaded only where web sign-in is offered, so that
// none of it is part of a first load (docs/decisions/0170-where-a-person-signs-in.md).
import { registerCopy } from '../../platform/text/built-in-copy';
import { SIGN_IN_COPY } from '../../platform/text/sign-in-copy';

registerCopy(SIGN_IN_COPY);

export { SignInBar } from './SignInBar';
