// The keyboard and window of the test page, the same in Chromium, Firefox and WebKit (engine-plugin.mjs).
import { executeServerCommand } from '@web/test-runner-commands';

/** As @web/test-runner-commands' sendKeys: { type }, { press }, { down } or { up }. */
export const sendKeys = (payload) => executeServerCommand('keys', payload);

/** Sets the page's size where the engine can; resolves to the size it got. */
export const setViewport = (size) => executeServerCommand('viewport', size);

/** The engine the page runs in: 'chromium', 'firefox' or 'webkit'. */
export const engine = /firefox/i.test(navigator.userAgent)
  ? 'firefox'
  : /chrome|chromium/i.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';
