// The test side of identity-provider-plugin.mjs.
import { executeServerCommand } from '@web/test-runner-commands';

const call = async (op, payload = {}) => (await executeServerCommand('identity-provider', { op, ...payload })).value;

/** Forgets earlier sign-ins; options: accessTokenSeconds, forgotPasswordOnce. Gives { host }. */
export const resetProvider = (options = {}) => call('reset', options);
/** Ends the person's session at the provider (refresh tokens and silent sign-in fail). */
export const endSession = () => call('endSession');
/** What the provider was asked: [{ endpoint, policy, grant?, prompt?, answer?, accessToken? }]. */
export const providerLog = () => call('log');
/** Chromium accepts the stand-in's certificate (made at start) until distrust(). */
export const trustProvider = () => call('trust');
export const distrustProvider = () => call('distrust');
